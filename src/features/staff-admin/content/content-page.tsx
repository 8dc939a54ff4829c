import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../ui/form/tabs';
import { CONTENT_TYPES, type ContentType } from '../api/content';
import { AdminPage } from '../parts/admin-page';
import { useAdminText } from '../strings';
import { ArticleEditor } from './article-editor';
import { ContentList } from './content-list';

const typeOf = (value: string | null): ContentType => (CONTENT_TYPES as readonly string[]).includes(value ?? '') ? value as ContentType : 'announcement';

// Content (editor, admin): announcements, news and FAQ. The address holds the kind, the list's filter and page, and
// the article open in the editor (`?edit=<id>` or `new`), so back and a reload land where the person was.
export function ContentPage() {
  const { text } = useAdminText();
  const [search, setSearch] = useSearchParams();
  const typeCode = typeOf(search.get('type'));
  const editing = search.get('edit');
  const select = (type: ContentType) => setSearch({ type });

  return (
    <AdminPage intro={text('content.intro')}>
      {editing ? (
        <ArticleEditor key={editing} articleId={editing === 'new' ? null : editing} typeCode={typeCode} />
      ) : (
        <Tabs label={text('content.kinds')} idPrefix="content" selected={typeCode} onSelect={select} tabs={CONTENT_TYPES.map((key) => ({ key, label: text(`content.type.${key}`) }))}>
          <ContentList typeCode={typeCode} />
        </Tabs>
      )}
    </AdminPage>
  );
}
