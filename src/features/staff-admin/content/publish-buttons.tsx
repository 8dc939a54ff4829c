import { useState } from 'react';
import { refusalText } from '../../staff/api/staff-api';
import { publishContent, unpublishContent, useContentChange, type StaffArticle } from '../api/content';
import { Refused, secondaryButtonClass } from '../parts/admin-page';
import { useAdminText } from '../strings';

/** Publish a draft, or take a published article back to draft; the server's refusal stays beside the button. */
export function PublishButtons({ article, title, onDone }: { article: StaffArticle; title: string; onDone: (message: string) => void }) {
  const { text } = useAdminText();
  const [refused, setRefused] = useState('');
  const publish = useContentChange(publishContent);
  const unpublish = useContentChange(unpublishContent);
  const published = article.status === 'published';
  const busy = publish.isPending || unpublish.isPending;

  const act = async () => {
    setRefused('');
    try {
      await (published ? unpublish : publish).mutateAsync([article.id]);
      onDone(text(published ? 'content.unpublished' : 'content.published', { title }));
    } catch (error) {
      setRefused(refusalText(error));
    }
  };

  return (
    <>
      <Refused message={refused} />
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void act()}>
        {busy ? text('working') : text(published ? 'content.unpublish' : 'content.publish')}
        <span className="sr-only">{` ${title}`}</span>
      </button>
    </>
  );
}
