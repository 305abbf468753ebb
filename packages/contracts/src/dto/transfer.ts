import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsUUID, Min } from 'class-validator';

/** The lists of an import bundle, and which service stages each. */
export const CATALOGUE_LISTS = ['categories', 'products'] as const;
export const CONTENT_LISTS = ['news', 'blogs'] as const;
export type CatalogueList = (typeof CATALOGUE_LISTS)[number];
export type ContentList = (typeof CONTENT_LISTS)[number];

/** Items of one bus message of an import (the bytes are bounded by the gateway's parts as well). */
export const STAGE_ITEMS_MAX = 5000;

/** An import in progress: staged part by part, then applied (or rehearsed) whole, or discarded. */
export class ImportRef {
  @IsUUID('4', { message: 'importId must be a UUID' }) importId: string;
}

/** One part of one list of the bundle, validated item by item and kept until the import is applied or discarded. */
class StagePart extends ImportRef {
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(STAGE_ITEMS_MAX)
  items: unknown[];

  /** The place of the part's first item in its list, so that an error names the item's place in the bundle. */
  @IsInt() @Min(0) firstIndex: number;
}

export class StageCatalogueCommand extends StagePart {
  @IsIn(CATALOGUE_LISTS) list: CatalogueList;
}

export class StageContentCommand extends StagePart {
  @IsIn(CONTENT_LISTS) list: ContentList;
}

export class ApplyCatalogueCommand extends ImportRef {
  /** Check and count everything, then write nothing (the staged items stay for the real run). */
  @IsBoolean() dryRun: boolean;
}

export class ApplyContentCommand extends ApplyCatalogueCommand {
  /** Who imports: the author of every imported article (the file's own authorId is not trusted). */
  @IsInt() @Min(1) authorId: number;
}

/** A media file whose users are asked for. */
export class MediaUsageQuery {
  @IsUUID('4', { message: 'fileId must be a media file id' }) fileId: string;
}
