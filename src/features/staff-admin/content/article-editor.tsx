import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { useAdminFormErrors } from '../parts/form-errors';
import { QueryView } from '../../../ui/query-states';
import { createContent, updateContent, useContent, useContentChange, useKeepSavedArticle, type ContentType, type StaffArticle } from '../api/content';
import { AdminSection, Done } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { LocalizedFields, localizedPaths } from '../parts/localized-fields';
import { useAdminText } from '../strings';
import { articleSchema, type ArticleValid, type ArticleValues } from './content-rules';
import { ArticlePreview } from './article-preview';
import { PublishButtons } from './publish-buttons';

const fields = [...localizedPaths('title'), ...localizedPaths('summary'), ...localizedPaths('body')];
const empty = { zh: '', en: '', ko: '' };

/** A new article (`articleId` null) or a saved one, loaded first. */
export function ArticleEditor({ articleId, typeCode }: { articleId: string | null; typeCode: ContentType }) {
  const { text } = useAdminText();
  const back = <p className="mb-4"><Link to={`?type=${typeCode}`} className="text-blue-900 underline underline-offset-2">{text('content.backToList', { kind: text(`content.type.${typeCode}`) })}</Link></p>;
  if (!articleId) return <>{back}<EditorForm article={null} typeCode={typeCode} /></>;
  return <>{back}<SavedArticle articleId={articleId} typeCode={typeCode} /></>;
}

function SavedArticle({ articleId, typeCode }: { articleId: string; typeCode: ContentType }) {
  const article = useContent(articleId);
  return <QueryView query={article}>{(data) => <EditorForm article={data} typeCode={typeCode} />}</QueryView>;
}

/**
 * The three languages side by side, saved as a draft (or over the published text, which then shows at once). A
 * refusal keeps everything typed, with the server's words beside the boxes it named.
 */
function EditorForm({ article, typeCode }: { article: StaffArticle | null; typeCode: ContentType }) {
  const { text, language } = useAdminText();
  const navigate = useNavigate();
  const keepSaved = useKeepSavedArticle();
  // A new article's first save opens it under its own address, which mounts this form again: the confirmation rides
  // along in the navigation's state so that it stays on the screen.
  const confirmed = (useLocation().state as { articleSaved?: string } | null)?.articleSaved ?? '';
  const form = useForm<ArticleValues, unknown, ArticleValid>({
    resolver: zodResolver(articleSchema),
    shouldFocusError: false,
    defaultValues: {
      typeCode: (article?.typeCode as ContentType | undefined) ?? typeCode,
      title: article?.title ?? empty, summary: article?.summary ?? empty, body: article?.body ?? empty,
    },
  });
  const errors = useAdminFormErrors(form, fields, 'article');
  const create = useContentChange(createContent);
  const update = useContentChange(updateContent);
  const [done, setDone] = useState(confirmed);
  const [saved, setSaved] = useState(article);
  const title = saved ? saved.title[language as 'zh' | 'en' | 'ko'] ?? saved.title.zh : '';

  const onValid = async (values: ArticleValid) => {
    errors.clearServerErrors();
    setDone('');
    try {
      const answer = saved ? await update.mutateAsync([saved.id, values]) : await create.mutateAsync([values]);
      const message = text(answer.status === 'published' ? 'content.savedPublished' : 'content.savedDraft');
      form.reset(values);
      setSaved(answer);
      setDone(message);
      if (!saved) {
        keepSaved(answer);
        navigate(`?type=${typeCode}&edit=${encodeURIComponent(answer.id)}`, { replace: true, state: { articleSaved: message } });
      }
    } catch (error) {
      showFailure(form, errors, error);
    }
  };

  return (
    <>
      <AdminSection id="article-edit" title={saved ? text('content.editing', { title }) : text(`content.write.${typeCode}`)}>
        <Done message={done} />
        {saved ? (
          <p className="mb-4 text-slate-800">
            {text(`content.status.${saved.status}`)}
            {' · '}
            <PublishButtons article={saved} title={title} onDone={(message) => { setDone(message); setSaved({ ...saved, status: saved.status === 'published' ? 'draft' : 'published' }); }} />
          </p>
        ) : null}
        <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
          <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
          <LocalizedFields form={form} name="title" idPrefix="article" legend={text('content.title')} />
          <LocalizedFields form={form} name="summary" idPrefix="article" legend={text('content.summary')} hint={text('content.summaryHint')} rows={3} />
          <LocalizedFields form={form} name="body" idPrefix="article" legend={text('content.body')} hint={text('content.bodyHint')} rows={12} />
          <SubmitButton busy={create.isPending || update.isPending}>{text(saved?.status === 'published' ? 'content.savePublished' : 'content.saveDraft')}</SubmitButton>
        </form>
      </AdminSection>
      {saved ? <ArticlePreview articleId={saved.id} unsaved={form.formState.isDirty} /> : null}
    </>
  );
}
