import { Link } from '@tanstack/react-router';
import Markdown, { type Components } from 'react-markdown';

/**
 * Links inside the product open in the app; any other opens in a new tab. react-markdown has
 * already dropped unsafe addresses (javascript: and the like) before this sees them.
 */
const components: Components = {
  a: ({ href, children }) =>
    href?.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
};

/**
 * An article's Markdown as React elements. Raw HTML in the text is skipped, never rendered:
 * nothing reaches the page as HTML, so an edited article cannot carry a script.
 */
export function HelpMarkdown({ children }: { children: string }) {
  return (
    <div className="help-markdown">
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}
