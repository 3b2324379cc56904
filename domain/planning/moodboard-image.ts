/** The picture types a couple may upload to their board, told apart by their first bytes. */
export const MOODBOARD_UPLOAD_TYPES = ['jpeg', 'png', 'webp'] as const;
export type MoodboardUploadType = (typeof MOODBOARD_UPLOAD_TYPES)[number];

export const MOODBOARD_IMAGE_LIMITS = {
  /** What a phone photo weighs; larger files are refused before they are read. */
  maxUploadBytes: 5 * 1024 * 1024,
  /** Stored pictures are at most this wide: twice the largest item (600 px) for sharp screens. */
  maxStoredWidth: 1200,
  /** Pictures kept per wedding, pinned or waiting to be; an upload beyond it is refused. */
  maxImagesPerWedding: 300,
} as const;

/** An uploaded picture as stored: re-encoded as WebP, without its metadata (camera, place). */
export interface MoodboardImage {
  /** Random and unguessable: the picture's address is its only key. */
  id: string;
  weddingId: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  createdAt: Date;
}

export interface MoodboardImageRepository {
  add(image: MoodboardImage): Promise<void>;
  findById(id: string): Promise<MoodboardImage | null>;
  countByWedding(weddingId: string): Promise<number>;
  /** Forgets the wedding's pictures that no item shows and that were uploaded before `before`. */
  deleteUnused(weddingId: string, keepIds: readonly string[], before: Date): Promise<void>;
}

/** The picture, made safe to show and store: first frame, upright, metadata dropped, resized, WebP. */
export interface ProcessedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface MoodboardImageProcessor {
  /** null when the bytes are not a readable picture of the given type. */
  toStoredWebp(bytes: Uint8Array, type: MoodboardUploadType, maxWidth: number): Promise<ProcessedImage | null>;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What kind of picture the bytes are, by their signature (never by the file's name or declared type). */
export function detectUploadType(bytes: Uint8Array): MoodboardUploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
