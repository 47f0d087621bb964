/**
 * Photo content check. `unsafe` only for confirmed graphic gore or explicit
 * sexual content; `uncertain` passes. A provider that cannot answer throws,
 * and the task then goes to a person (needs_review), never to verified.
 */
export type VisionVerdict = { status: 'safe' | 'uncertain' | 'unsafe'; reason: string };

export interface VisionProvider {
  readonly name: string;
  readonly isLive: boolean;
  check(image: Buffer, contentType: string): Promise<VisionVerdict>;
}
