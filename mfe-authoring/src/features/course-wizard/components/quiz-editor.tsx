import {
  Button,
  Card,
  FormField,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  VisuallyHidden,
} from '@portal/shared-ui';
import { CloseIcon } from '@portal/shared-ui';
import { Checkbox, Textarea } from '@portal/shared-ui/forms';
import { COURSE_DRAFT_LIMITS, type QuizQuestionDraft } from '@portal/shared-api/course-authoring';
import { emptyQuestion, MIN_OPTIONS } from '../utils/lesson-rules.ts';

type QuizEditorProps = { questions: QuizQuestionDraft[]; onChange: (questions: QuizQuestionDraft[]) => void };

/** A quiz's questions: a prompt, 2 to 8 options with the correct ones ticked, an optional explanation. */
export function QuizEditor({ questions, onChange }: QuizEditorProps) {
  const set = (index: number, question: QuizQuestionDraft) =>
    onChange(questions.map((q, i) => (i === index ? question : q)));
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Questions</Text>
      {questions.map((question, index) => (
        <QuestionCard
          key={index}
          number={index + 1}
          question={question}
          onChange={(next) => set(index, next)}
          onRemove={() => onChange(questions.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={questions.length >= COURSE_DRAFT_LIMITS.questions}
        onClick={() => onChange([...questions, emptyQuestion()])}
      >
        Add question
      </Button>
    </Stack>
  );
}

type QuestionCardProps = {
  number: number;
  question: QuizQuestionDraft;
  onChange: (question: QuizQuestionDraft) => void;
  onRemove: () => void;
};

function QuestionCard({ number, question, onChange, onRemove }: QuestionCardProps) {
  const { Options: options, CorrectOptions: correct } = question;
  const toggle = (index: number, checked: boolean) =>
    onChange({
      ...question,
      CorrectOptions: checked
        ? [...correct, index].sort((a, b) => a - b)
        : correct.filter((c) => c !== index),
    });
  const removeOption = (index: number) =>
    onChange({
      ...question,
      Options: options.filter((_, i) => i !== index),
      // The options after the removed one move up by one.
      CorrectOptions: correct.filter((c) => c !== index).map((c) => (c > index ? c - 1 : c)),
    });
  return (
    <Card.Root size="sm" variant="outline" role="group" aria-label={`Question ${number}`}>
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Text fontWeight="medium">Question {number}</Text>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
            Remove question {number}
          </Button>
        </HStack>
        <FormField label={`Question ${number} prompt`}>
          <Textarea
            rows={2}
            value={question.Prompt}
            maxLength={COURSE_DRAFT_LIMITS.questionLength}
            onChange={(event) => onChange({ ...question, Prompt: event.target.value })}
          />
        </FormField>
        {options.map((option, index) => (
          <HStack key={index} gap="2">
            <Checkbox.Root
              checked={correct.includes(index)}
              onCheckedChange={(details) => toggle(index, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                Correct
                <VisuallyHidden>
                  {' '}
                  answer: option {index + 1} of question {number}
                </VisuallyHidden>
              </Checkbox.Label>
            </Checkbox.Root>
            <Input
              aria-label={`Question ${number} option ${index + 1}`}
              value={option}
              maxLength={COURSE_DRAFT_LIMITS.optionLength}
              onChange={(event) =>
                onChange({
                  ...question,
                  Options: options.map((o, i) => (i === index ? event.target.value : o)),
                })
              }
            />
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Remove option ${index + 1} of question ${number}`}
              disabled={options.length <= MIN_OPTIONS}
              onClick={() => removeOption(index)}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        ))}
        <Button
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          disabled={options.length >= COURSE_DRAFT_LIMITS.options}
          onClick={() => onChange({ ...question, Options: [...options, ''] })}
        >
          Add option
        </Button>
        <FormField label={`Question ${number} explanation`}>
          <Textarea
            rows={2}
            value={question.Explanation ?? ''}
            maxLength={COURSE_DRAFT_LIMITS.questionLength}
            onChange={(event) => onChange({ ...question, Explanation: event.target.value })}
          />
        </FormField>
      </Card.Body>
    </Card.Root>
  );
}
