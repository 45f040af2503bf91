// Where the browser loads a stored file (ARCHITECTURE §2 media): /public/upload/{SubDir}/{Hashname}.
export function mediaUrl(media: { subDir: string; hashname: string }): string {
  const dir = media.subDir.split('/').map(encodeURIComponent).join('/');
  return `/public/upload/${dir}/${encodeURIComponent(media.hashname)}`;
}
