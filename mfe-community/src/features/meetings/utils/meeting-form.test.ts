import { meetingFormSchema } from '@portal/shared-api/meetings';
import { courseNameFromDescription, toMeetingFormValues, toMeetingPayload } from './meeting-form.ts';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('courseNameFromDescription', () => {
  it("reads the course name after 'Course:'", () => {
    expect(courseNameFromDescription('Weekly sync. Course: Modern CSS Techniques')).toBe(
      'Modern CSS Techniques',
    );
  });
  it('answers null without a course', () => {
    expect(courseNameFromDescription('Office hours')).toBeNull();
    expect(courseNameFromDescription(null)).toBeNull();
  });
});

describe('toMeetingPayload', () => {
  it('ends the meeting start plus its duration, 60 minutes by default', () => {
    const values = toMeetingFormValues(null, now);
    const payload = toMeetingPayload({
      ...values,
      title: ' Sync ',
      startDate: '2026-12-01',
      startTime: '09:30',
    });
    expect(payload.Title).toBe('Sync');
    expect(new Date(payload.EndTime ?? '').getTime() - new Date(payload.StartTime).getTime()).toBe(
      60 * 60_000,
    );
  });
});

describe('meetingFormSchema', () => {
  it("asks to 'Please fill in all required fields' without a title", async () => {
    const values = { ...toMeetingFormValues(null, now), title: '' };
    await expect(meetingFormSchema.validate(values)).rejects.toThrow('Please fill in all required fields');
  });
});
