import { Inject, Injectable } from '@nestjs/common';
import { Events, MEDIA_USAGE_NAMED, ServiceBus, type DeletedView, type MediaUsage, type ProductInput, type ProductView } from '@lora/contracts';
import { notFound } from '@lora/runtime';
import { productRow } from './product-row.js';
import { resolveCategoryLink } from '../categories/category-link.js';
import { assertNameFree, claimingName } from '../catalogue-names.js';
import { CatalogStore } from '../catalog.store.js';

@Injectable()
export class ProductsService {
  constructor(
    @Inject(CatalogStore) private readonly store: CatalogStore,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  /** A published, active product; drafts and inactive ones too when the caller is an admin. */
  async get(id: number, includeDrafts = false): Promise<ProductView> {
    const product = await this.store.products.view(id);
    if (!product || (!includeDrafts && !(product.isPublished && product.isActive))) throw notFound(`Product ${id} not found`);
    return product;
  }

  async create(input: ProductInput): Promise<ProductView> {
    const saved = await claimingName(this.store, 'product', input.name, () =>
      this.store.transaction(async (tx) => {
        await assertNameFree(tx, 'product', input.name);
        const id = await tx.products.insert({ ...productRow(input), ...(await resolveCategoryLink(tx.categories, input)) });
        // Read back, so the answer shows what Postgres stored (price scale, defaults).
        return (await tx.products.view(id))!;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'created', id: saved.id });
    return saved;
  }

  async update(id: number, input: ProductInput): Promise<ProductView> {
    const saved = await claimingName(this.store, 'product', input.name, () =>
      this.store.transaction(async (tx) => {
        const product = await tx.products.findById(id);
        if (!product) throw notFound(`Product ${id} not found`);
        await assertNameFree(tx, 'product', input.name, id);
        Object.assign(product, productRow(input, product), await resolveCategoryLink(tx.categories, input));
        await tx.products.save(product);
        return (await tx.products.view(id))!;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'updated', id });
    return saved;
  }

  /** The products that show a media file, a few by name, and how many (a file they show is not deleted). */
  async mediaUsage(fileId: string): Promise<MediaUsage> {
    const usage = await this.store.products.mediaUsage(fileId, MEDIA_USAGE_NAMED);
    return { named: usage.named.map((p) => ({ kind: 'product' as const, ...p })), total: usage.total };
  }

  async publish(id: number, isPublished: boolean): Promise<ProductView> {
    if (!(await this.store.products.findById(id))) throw notFound(`Product ${id} not found`);
    await this.store.products.setPublished(id, isPublished);
    const saved = (await this.store.products.view(id))!;
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'published', id });
    return saved;
  }

  async remove(id: number): Promise<DeletedView> {
    if (!(await this.store.products.delete(id))) throw notFound(`Product ${id} not found`);
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'deleted', id });
    return { id, deleted: true };
  }
}
