// Quiz lessons for real (issue 9): the questions from the server (single and multiple choice), marked on
// the server; after submitting, the score, every right answer and why, and Try again.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Fieldset, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { Checkbox, RadioGroup } from '@portal/shared-ui/forms';
import {
  PLAYER_TEXTS,
  useQuizAttempt,
  type PlayerContent,
  type QuizAttemptResult,
} from '@portal/shared-api/player';

type QuizLessonProps = { content: PlayerContent; onPassed: () => void };

export function QuizLesson({ content, onPassed }: QuizLessonProps) {
  const quiz = content.quiz!;
  const [answers, setAnswers] = useState<Record<string, number[]>>({});
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const attempt = useQuizAttempt();
  const isComplete = quiz.questions.every((q) => (answers[q.id]?.length ?? 0) > 0);
  const outcome = (id: string) => result?.questions.find((q) => q.id === id);

  const submit = async () => {
    try {
      const answer = await attempt.trigger({ lessonId: content.id, answers });
      setResult(answer);
      if (answer.passed) onPassed();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to submit the quiz',
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const toggle = (id: string, option: number, checked: boolean) =>
    setAnswers((current) => {
      const chosen = new Set(current[id] ?? []);
      if (checked) chosen.add(option);
      else chosen.delete(option);
      return { ...current, [id]: [...chosen].sort((a, b) => a - b) };
    });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{PLAYER_TEXTS.quizTitle(content.title)}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {quiz.questions.length} questions · pass mark {quiz.passMark}%
          {quiz.bestScore !== null
            ? ` · your best ${quiz.bestScore}% in ${quiz.attempts} ${quiz.attempts === 1 ? 'attempt' : 'attempts'}`
            : ''}
        </Text>
      </Card.Header>
      <Card.Body>
        {quiz.questions.length === 0 ? (
          <Text>This quiz has no questions yet.</Text>
        ) : (
          <Stack gap="6">
            {quiz.questions.map((question, index) => {
              const marked = outcome(question.id);
              const chosen = answers[question.id] ?? [];
              return (
                <Fieldset.Root key={question.id} disabled={result !== null}>
                  <Fieldset.Legend fontWeight="semibold">
                    {index + 1}. {question.prompt}
                    {question.kind === 'multiple' ? ' (choose all that apply)' : ''}
                  </Fieldset.Legend>
                  {question.kind === 'single' ? (
                    <RadioGroup.Root
                      value={chosen[0] !== undefined ? String(chosen[0]) : null}
                      onValueChange={(details) =>
                        setAnswers((current) => ({ ...current, [question.id]: [Number(details.value)] }))
                      }
                    >
                      <Stack gap="2" mt="2">
                        {question.options.map((option, i) => (
                          <RadioGroup.Item key={option} value={String(i)}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
                            {marked?.correctOptions.includes(i) ? (
                              <Badge colorPalette="green">Correct answer</Badge>
                            ) : null}
                          </RadioGroup.Item>
                        ))}
                      </Stack>
                    </RadioGroup.Root>
                  ) : (
                    <Stack gap="2" mt="2">
                      {question.options.map((option, i) => (
                        <Checkbox.Root
                          key={option}
                          checked={chosen.includes(i)}
                          onCheckedChange={(details) => toggle(question.id, i, details.checked === true)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{option}</Checkbox.Label>
                          {marked?.correctOptions.includes(i) ? (
                            <Badge colorPalette="green">Correct answer</Badge>
                          ) : null}
                        </Checkbox.Root>
                      ))}
                    </Stack>
                  )}
                  {marked ? (
                    <Text mt="2" fontSize="sm" color={marked.isCorrect ? 'green.fg' : 'red.fg'}>
                      {marked.isCorrect ? 'Correct.' : 'Not quite.'} {marked.explanation}
                    </Text>
                  ) : null}
                </Fieldset.Root>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="4">
        {result ? (
          <Alert.Root status={result.passed ? 'success' : 'warning'} role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {result.passed ? 'Passed' : 'Not passed yet'}: you scored {result.score}%
              </Alert.Title>
              <Alert.Description>
                Best score {result.bestScore}% after {result.attempts}{' '}
                {result.attempts === 1 ? 'attempt' : 'attempts'}; {quiz.passMark}% completes the lesson.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <HStack>
          {result ? (
            <Button
              variant="outline"
              onClick={() => {
                setResult(null);
                setAnswers({});
              }}
            >
              Try again
            </Button>
          ) : (
            <Button onClick={() => void submit()} disabled={!isComplete} loading={attempt.isMutating}>
              Submit answers
            </Button>
          )}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
