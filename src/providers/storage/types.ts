/** Where answer photos live. Agents only ever get an expiring signed URL. */
export interface PhotoStorage {
  readonly name: string;
  readonly isLive: boolean;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string }>;
  /** A URL that works for `expiresInSeconds`, then stops working. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}
