// Where a form step's typing is kept (src/ui/form/kept-typing) until the step is saved: per server draft, applicant
// and step, so two applicants of one order, or two orders, never see each other's typing.
export const stepTypingKey = (draftId: string | null, applicantId: string, step: string) =>
  `applyForm.typed:${draftId ?? 'new'}:${applicantId}:${step}`;
