import { render, screen } from '@testing-library/react';
import type { ChatMessageView } from '@coverline/contracts';
import { ChatMessages } from './ChatMessages';

describe('chat messages', () => {
  it('shows message text as text, never as markup, with the cited source', () => {
    const messages: ChatMessageView[] = [
      {
        requestId: 'r',
        seq: 1,
        senderType: 'user',
        event: null,
        senderName: null,
        body: '<img src=x onerror=alert(1)><b>bold</b>',
        sources: [],
        createdAt: '2026-01-01T00:00:00Z',
      },
      {
        requestId: 'r',
        seq: 2,
        senderType: 'bot',
        event: null,
        senderName: 'Coverline assistant',
        body: 'Here is what our published information says.',
        sources: [{ title: 'General Liability: what is covered', text: '- Legal defense costs' }],
        createdAt: '2026-01-01T00:00:00Z',
      },
    ];
    const { container } = render(<ChatMessages messages={messages} label="Messages" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('General Liability: what is covered')).toBeInTheDocument();
    expect(screen.getByText('- Legal defense costs')).toBeInTheDocument();
  });
});
