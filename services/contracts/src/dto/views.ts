import { ApiProperty } from '@nestjs/swagger';
import {
  CURRENCIES,
  SERVICE_NAMES,
  type ApiErrorBody,
  type CategoryView,
  type ComponentState,
  type DeletedView,
  type MessageView,
  type Page,
  type PlatformStatus,
  type ProductView,
  type ServiceName,
  type UserView,
} from '@lora/api';

/**
 * The OpenAPI schemas of what the API answers. Each class implements the view type of
 * `@lora/api`, so the document cannot drift from the types the browser and the services use.
 */

type PropertyDecorator = (target: object, key: string) => void;
const text = (example?: string): PropertyDecorator => ApiProperty({ type: String, example });
const nullableText = (example?: string): PropertyDecorator => ApiProperty({ type: String, nullable: true, example });
const int = (example?: number): PropertyDecorator => ApiProperty({ type: 'integer', example });
const nullableInt = (example?: number): PropertyDecorator => ApiProperty({ type: 'integer', nullable: true, example });
const flag = (): PropertyDecorator => ApiProperty({ type: Boolean });
const textList = (): PropertyDecorator => ApiProperty({ type: [String] });
const timestamp = (): PropertyDecorator => ApiProperty({ type: String, format: 'date-time', example: '2026-01-20T09:00:00.000Z' });

export class UserViewDto implements UserView {
  @int(1) id: number;
  @text('admin') username: string;
  @ApiProperty({ type: String, example: 'admin', description: "'admin' marks an administrator; the default is 'user'" }) role: string;
  @timestamp() createdAt: string;
}

export class ProductViewDto implements ProductView {
  @int(1) id: number;
  @text('SoilSense Pro') name: string;
  @text('Acme Sensing') manufacturer: string;
  @text() description: string;
  @nullableText() model: string | null;
  @nullableText('Soil Moisture') category: string | null;
  @nullableInt() categoryId: number | null;
  @nullableText() shortDescription: string | null;
  @ApiProperty({ type: String, nullable: true, example: '129.90', description: 'decimal(10,2) as a string; null when there is no price' })
  price: string | null;
  @ApiProperty({ type: String, example: 'USD', description: `One of ${CURRENCIES.join(', ')}` }) currency: string;
  @nullableText('/api/images/products/soilsense-pro.webp') image: string | null;
  @textList() imageGallery: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { Range: '15 km' } })
  specifications: Record<string, string>;
  @textList() features: string[];
  @textList() tags: string[];
  @nullableText() dimensions: string | null;
  @nullableText() weight: string | null;
  @nullableText() powerRequirements: string | null;
  @nullableText() operatingTemp: string | null;
  @textList() connectivity: string[];
  @textList() certifications: string[];
  @nullableText() datasheet: string | null;
  @nullableText() website: string | null;
  @text('Available') availability: string;
  @nullableInt() stock: number | null;
  @int(1) minOrderQty: number;
  @nullableText() leadTime: string | null;
  @flag() isActive: boolean;
  @flag() isFeatured: boolean;
  @flag() isPublished: boolean;
  @int(0) sortOrder: number;
  @text() seoTitle: string;
  @text() seoDescription: string;
  @flag() lorawan: boolean;
  @nullableText('15 km') range: string | null;
  @nullableText('10 years') batteryLife: string | null;
  @timestamp() createdAt: string;
  @timestamp() updatedAt: string;
}

export class CategoryViewDto implements CategoryView {
  @int(1) id: number;
  @text('Soil Moisture') name: string;
  @nullableText() description: string | null;
  @nullableInt() parentId: number | null;
  @flag() isActive: boolean;
  @int(0) sortOrder: number;
  @timestamp() createdAt: string;
  @timestamp() updatedAt: string;
}

export class DeletedDto implements DeletedView {
  @int(1) id: number;
  @ApiProperty({ type: Boolean, enum: [true] }) deleted: true;
}

export class CategoryDeletedDto extends DeletedDto {
  @ApiProperty({ type: 'integer', description: 'Products that were in the category: kept, their categoryId cleared' })
  productsUnlinked: number;
}

export class MessageDto implements MessageView {
  @text('Signed out') message: string;
}

export class AdminPingDto {
  @ApiProperty({ type: Boolean, enum: [true] }) ok: true;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
}

const componentState = (): PropertyDecorator => ApiProperty({ type: String, enum: ['up', 'down'] });

class ServiceStatesDto implements Record<ServiceName, ComponentState> {
  @componentState() identity: ComponentState;
  @componentState() catalog: ComponentState;
  @componentState() content: ComponentState;
  @componentState() media: ComponentState;
}

export class PlatformStatusDto implements PlatformStatus {
  @ApiProperty({ type: String, enum: ['operational', 'degraded'] }) status: 'operational' | 'degraded';
  @componentState() bus: ComponentState;
  @ApiProperty({ type: ServiceStatesDto, description: `Each of ${SERVICE_NAMES.join(', ')}` }) services: Record<ServiceName, ComponentState>;
  @timestamp() checkedAt: string;
}

export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ type: 'integer', example: 400 }) statusCode: number;
  @ApiProperty({ type: String, example: 'Bad Request' }) error: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['name is required'],
    description: 'What went wrong; a list names every bad field',
  })
  message: string | string[];
  @ApiProperty({ type: String, example: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' }) requestId: string;
}

export class ProductPageDto implements Page<ProductView> {
  @ApiProperty({ type: [ProductViewDto] }) items: ProductViewDto[];
  @ApiProperty({ type: 'integer', description: 'How many products match the query in all' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last page' }) nextCursor: string | null;
}
