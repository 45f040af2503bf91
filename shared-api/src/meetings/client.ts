import type {
  Meeting,
  MeetingJoinPayload,
  MeetingList,
  MeetingSchedulePayload,
  MeetingScope,
} from './contract.ts';
import { http } from '@portal/shared-api/core';

export function getMeetings(scope: MeetingScope): Promise<MeetingList> {
  return http.get('meetings', { searchParams: { scope } }).json<MeetingList>();
}

export function getMeeting(id: string): Promise<Meeting> {
  return http.get(`meetings/${encodeURIComponent(id)}`).json<Meeting>();
}

export function postMeeting(payload: MeetingSchedulePayload): Promise<Meeting> {
  return http.post('meetings', { json: payload }).json<Meeting>();
}

export function putMeeting(id: string, payload: MeetingSchedulePayload): Promise<Meeting> {
  return http.put(`meetings/${encodeURIComponent(id)}`, { json: payload }).json<Meeting>();
}

export function deleteMeeting(id: string): Promise<void> {
  return http.delete(`meetings/${encodeURIComponent(id)}`).void();
}

export function joinMeeting(payload: MeetingJoinPayload): Promise<Meeting> {
  return http.post('meetings/join', { json: payload }).json<Meeting>();
}

/** Invite people from the host's contacts (POST /api/meetings/:id/participants). */
export function postMeetingParticipants(id: string, UserIds: string[]): Promise<Meeting> {
  return http.post(`meetings/${encodeURIComponent(id)}/participants`, { json: { UserIds } }).json<Meeting>();
}
