/** The decoded segment of the path at `index` (0 is the first after the leading slash). Edge routes refuse undecodable URLs first. */
export function pathParam(req: Request, index: number): string {
  return decodeURIComponent(new URL(req.url).pathname.split('/')[index + 1] ?? '');
}

/** Percent-encoding that decodes, to no NUL character. */
export function isDecodable(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes('\u0000');
  } catch {
    return false;
  }
}
