// /user/feedback (docs/product/help-and-feedback.md#feedback): the form, sent to the server; then
// 'Thank You!' with 'Submit Another Feedback', which brings back an empty form. A failure keeps what was
// typed and says so.
import { useState } from 'react';
import { Button, EmptyState, toaster } from '@portal/shared-ui';
import { PageFrame } from '@portal/shared-ui/data';
import { FEEDBACK_TEXTS, useSendFeedback } from '@portal/shared-api/help';
import { FeedbackForm, type FeedbackValues } from '../components/feedback-form.tsx';

export function FeedbackPage() {
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);

  const submit = async (values: FeedbackValues) => {
    try {
      await send.trigger({
        Type: values.Type,
        Rating: values.Rating,
        Subject: values.Subject.trim(),
        Message: values.Message.trim(),
        Email: values.Email.trim() || null,
        Priority: values.Type === 'bug' ? values.Priority : null,
      });
      setSent(true);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: FEEDBACK_TEXTS.failed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <PageFrame
      title="Feedback"
      description="Tell us what works, what does not, and what you would like next."
    >
      {sent ? (
        <EmptyState
          title={FEEDBACK_TEXTS.thanks}
          description={FEEDBACK_TEXTS.thanksMessage}
          action={<Button onClick={() => setSent(false)}>{FEEDBACK_TEXTS.another}</Button>}
        />
      ) : (
        <FeedbackForm onSubmit={submit} />
      )}
    </PageFrame>
  );
}
