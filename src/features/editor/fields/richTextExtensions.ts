// What the rich text editor can make: exactly what the site renders (RICH_TEXT_POLICY in
// api/contract.ts, the server's sanitiser and the site's DOMPurify), so nothing typed is lost on save.
// Blockquotes and underlines are in the policy: kept when the content has them, though the toolbar
// offers only the common formats. Code, strike-through and rules are not: the sanitiser would drop them.
import StarterKit from '@tiptap/starter-kit';
import { richLinkProblem } from './richLinkProblem';

/** The heading levels the policy allows (h3, h4): a page's own headings are the site's, not the text's. */
export const HEADING_LEVELS = [3, 4] as const;

export const richTextExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    heading: { levels: [...HEADING_LEVELS] },
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // A link opens in the same tab unless the content says otherwise; the site secures new-tab links itself.
      HTMLAttributes: { target: null, rel: null },
      // Pasted or typed addresses become links only when the sanitiser would keep them.
      isAllowedUri: (url) => richLinkProblem(url) === null,
    },
  }),
];
