import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@portal/shared-api/testing';
import { MEDIA_TEXTS, type UploadedMedia, type VideoCaption } from '@portal/shared-api/medias';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { LessonCaptionsField } from './lesson-captions-field.tsx';

const ID = '3f1c7c52-4a65-4a59-9a49-000000000001';
const track = (overrides: Partial<VideoCaption>): VideoCaption => ({
  Id: '9b2f0c1e-1111-4a59-9a49-000000000001',
  Language: 'en',
  Label: 'English',
  Default: true,
  url: '/public/upload/courses/ada/en.vtt',
  ...overrides,
});
const video = (Captions: VideoCaption[]): UploadedMedia => ({
  Id: ID,
  Slug: 'video-1',
  Username: 'lesson.mp4',
  Hashname: 'a.mp4',
  Extension: 'video/mp4',
  Size: 1024,
  SubDir: 'courses/ada',
  Kind: 'video',
  url: '/public/upload/courses/ada/a.mp4',
  DurationSeconds: 60,
  PosterUrl: null,
  CreatedAt: '2026-11-23T10:00:00.000Z',
  Status: 'ready',
  Progress: 100,
  Error: null,
  ManifestUrl: null,
  Renditions: [],
  DownloadUrl: null,
  Captions,
});
const srt = (text: string, name = 'lesson.srt') => new File([text], name, { type: 'application/x-subrip' });

describe('LessonCaptionsField', () => {
  it('lists the video’s tracks with a Default badge, and removes one by its named button', async () => {
    let current = video([
      track({}),
      track({
        Id: '9b2f0c1e-2222-4a59-9a49-000000000002',
        Language: 'fr',
        Label: 'Français',
        Default: false,
      }),
    ]);
    const api = mockApi({
      'GET /api/medias/:id': () => ({ body: current }),
      'DELETE /api/medias/:id/captions/:captionId': () => {
        current = video([track({})]);
        return { body: current };
      },
    });
    const { user } = renderWithProviders(<LessonCaptionsField mediaId={ID} />);
    const list = await screen.findByRole('list', { name: 'Captions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Default')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove captions Français' }));
    await waitFor(() => expect(screen.queryByText('Français')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('sends the file’s text with language, label from the language and Default, and shows the server’s line', async () => {
    let answer: MockHandler = () => ({
      status: 400,
      body: { statusCode: 400, message: 'Line 7: the cue ends before it starts.' },
    });
    const api = mockApi({
      'GET /api/medias/:id': () => ({ body: video([]) }),
      'POST /api/medias/:id/captions': (request) => answer(request),
    });
    const { user } = renderWithProviders(<LessonCaptionsField mediaId={ID} />);
    expect(await screen.findByText(MEDIA_TEXTS.captionsNone)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add captions' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_TEXTS.captionFileRequired);

    await user.upload(screen.getByLabelText(/^Caption file/), srt('1\n00:00:01,000 --> 00:00:02,000\nHi\n'));
    const language = screen.getByRole('textbox', { name: 'Language' });
    await user.clear(language);
    await user.type(language, 'pt-BR');
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Brazilian Portuguese');
    await user.click(screen.getByRole('checkbox', { name: 'Default' }));
    await user.click(screen.getByRole('button', { name: 'Add captions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 7: the cue ends before it starts.');
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      Language: 'pt-BR',
      Label: 'Brazilian Portuguese',
      Default: true,
      FileName: 'lesson.srt',
      Content: '1\n00:00:01,000 --> 00:00:02,000\nHi\n',
    });

    answer = () => ({
      status: 201,
      body: video([track({ Language: 'pt-br', Label: 'Brazilian Portuguese' })]),
    });
    await user.click(screen.getByRole('button', { name: 'Add captions' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
