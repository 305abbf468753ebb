import { Store } from '@lora/runtime';
import { MediaFilesRepository } from './media-files.repository.js';

/** Where the media service reaches its table: its repository, over the connection or one transaction. */
export class MediaStore extends Store {
  readonly files = new MediaFilesRepository(this.manager);
}
