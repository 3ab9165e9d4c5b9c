import { render, screen } from '@testing-library/react';
import type { ChatMessageView } from '@coverline/contracts';
import chatTexts from '../../../../public/locales/en/chat.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { ChatMessages } from './ChatMessages';
import { CHAT_NS } from './namespace';

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

  it("links the help article an answer quotes, and nothing that is not a help article's path", async () => {
    i18n.addTexts(CHAT_NS, chatTexts);
    const answer = (seq: number, link: string): ChatMessageView => ({
      requestId: 'r',
      seq,
      senderType: 'bot',
      event: null,
      senderName: 'Coverline assistant',
      body: 'Texas is the only state where private employers may choose not to carry it.',
      sources: [{ title: `Source ${seq}`, text: 'A passage.', link }],
      createdAt: '2026-01-01T00:00:00Z',
    });
    await renderPage(
      <ChatMessages
        messages={[answer(1, '/help/texas-workers-comp-opt-out'), answer(2, 'javascript:alert(1)')]}
        label="Messages"
      />,
    );
    const links = await screen.findAllByRole('link', { name: 'Read the article' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/help/texas-workers-comp-opt-out');
  });
});
