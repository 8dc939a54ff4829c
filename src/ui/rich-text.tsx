import { createElement, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { plainParagraphs, textWithLinks } from './text-links';

// Article and announcement bodies arrive as HTML. Instead of injecting it, the HTML is parsed and
// rebuilt as React elements from a short list of tags: scripts, handlers, styles and unknown tags
// never reach the page, whoever wrote the body.
const allowedTags = new Set([
  'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div', 'hr', 'dl', 'dt', 'dd', 'small', 'sup', 'sub',
]);
const voidTags = new Set(['br', 'hr']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  return /^(https?:|mailto:|tel:|\/|#)/i.test(href.trim()) ? href.trim() : undefined;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, convert);
  // An unknown wrapper keeps its text; dangerous containers lose everything.
  if (!allowedTags.has(tag)) return ['script', 'style', 'iframe', 'object', 'embed', 'template'].includes(tag) ? null : children;
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    props.href = safeHref(element.getAttribute('href'));
    if (/^https?:/i.test(String(props.href ?? ''))) {
      props.target = '_blank';
      props.rel = 'noopener noreferrer';
    }
  }
  if ((tag === 'th' || tag === 'td') && element.getAttribute('colspan')) props.colSpan = Number(element.getAttribute('colspan'));
  return voidTags.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

// An address in plain text opens in a new tab like the HTML links do, and says so to a screen reader.
function Linked({ text }: { text: string }) {
  const { t } = useTranslation();
  return textWithLinks(text).map((part, i) => (typeof part === 'string' ? part : (
    <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="break-all text-blue-900 underline underline-offset-2">
      {part.href}<span className="sr-only">{t('common.opensInNewWindow')}</span>
    </a>
  )));
}

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const content = useMemo(() => {
    const paragraphs = plainParagraphs(html);
    if (paragraphs) return paragraphs.map((paragraph, i) => <p key={i}><Linked text={paragraph} /></p>);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(doc.body.childNodes, convert);
  }, [html]);
  return <div className={`rich-text ${className}`}>{content}</div>;
}
