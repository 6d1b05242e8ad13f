/** What the page walk collects and what the analysis returns. */
import type { FontFamily, LogoPosition } from '@offerteflow/contracts';
import type { Box } from './matrix.js';

/** A painted area (fill, stroke or text) in one colour, in points with the origin top-left. */
export interface PaintRecord {
  kind: 'fill' | 'stroke' | 'text';
  color: string;
  box: Box;
  /** fill/stroke: covered area in pt²; text: glyph count × font size² / 2. */
  area: number;
  page: number;
  fontSize?: number;
}

export interface ImageRecord {
  objId: string | null;
  box: Box;
  page: number;
}

export interface PageScan {
  width: number;
  height: number;
  paints: PaintRecord[];
  images: ImageRecord[];
  /** Glyph count per font family name. */
  fontGlyphs: Map<string, number>;
  glyphs: number;
}

export interface HouseStyleLogo {
  /** Cleaned PNG as a data: URL. */
  dataUrl: string;
  position: LogoPosition;
  width: number;
  height: number;
}

export interface HouseStyleResult {
  colors: { primary: string; secondary: string };
  fonts: {
    /** The family found in the PDF, or the template font used when none could be read. */
    primary: string;
    /** The family as read from the embedded fonts, null when the PDF has no readable text. */
    detected: string | null;
    /** The template font the renderer embeds for it. */
    mapped: FontFamily;
    substituted: boolean;
  };
  logo: HouseStyleLogo | null;
  /** 0..1: how much of the style was actually found. */
  confidence: number;
  scanned: boolean;
  pageCount: number;
  /** Dutch notes for the user: substitutions, what could not be read. */
  notes: string[];
}

export type HouseStyleErrorCode =
  | 'encrypted'
  | 'invalid'
  | 'too_many_pages'
  | 'nothing_found'
  | 'timeout'
  | 'failed';

export class HouseStyleError extends Error {
  constructor(
    readonly code: HouseStyleErrorCode,
    message: string,
  ) {
    super(message);
  }
}
