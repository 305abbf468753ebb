import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Events, ServiceBus, type DeletedView, type ProductInput, type ProductView } from '@lora/contracts';
import { notFound } from '@lora/runtime';
import { Product } from './product.entity.js';
import { readProductView } from './product-view.js';
import { productRow } from './product-row.js';
import { resolveCategoryLink } from '../categories/category-link.js';
import { assertNameFree, claimingName } from '../catalogue-names.js';

@Injectable()
export class ProductsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  private get products() {
    return this.dataSource.getRepository(Product);
  }

  /** A published, active product; drafts and inactive ones too when the caller is an admin. */
  async get(id: number, includeDrafts = false): Promise<ProductView> {
    const product = await readProductView(this.dataSource.manager, id);
    if (!product || (!includeDrafts && !(product.isPublished && product.isActive))) throw notFound(`Product ${id} not found`);
    return product;
  }

  async create(input: ProductInput): Promise<ProductView> {
    const saved = await claimingName(this.dataSource.manager, 'product', input.name, () =>
      this.dataSource.transaction(async (manager) => {
        await assertNameFree(manager, 'product', input.name);
        const row = { ...productRow(input), ...(await resolveCategoryLink(manager, input)) };
        const { id } = await manager.getRepository(Product).save(manager.getRepository(Product).create(row));
        // Read back, so the answer shows what Postgres stored (price scale, defaults).
        return (await readProductView(manager, id))!;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'created', id: saved.id });
    return saved;
  }

  async update(id: number, input: ProductInput): Promise<ProductView> {
    const saved = await claimingName(this.dataSource.manager, 'product', input.name, () =>
      this.dataSource.transaction(async (manager) => {
        const repo = manager.getRepository(Product);
        const product = await repo.findOneBy({ id });
        if (!product) throw notFound(`Product ${id} not found`);
        await assertNameFree(manager, 'product', input.name, id);
        Object.assign(product, productRow(input, product), await resolveCategoryLink(manager, input));
        await repo.save(product);
        return (await readProductView(manager, id))!;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'updated', id });
    return saved;
  }

  async publish(id: number, isPublished: boolean): Promise<ProductView> {
    const product = await this.products.findOneBy({ id });
    if (!product) throw notFound(`Product ${id} not found`);
    await this.products.update({ id }, { isPublished });
    const saved = (await readProductView(this.dataSource.manager, id))!;
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'published', id });
    return saved;
  }

  async remove(id: number): Promise<DeletedView> {
    const result = await this.products.delete({ id });
    if (!result.affected) throw notFound(`Product ${id} not found`);
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'deleted', id });
    return { id, deleted: true };
  }
}
