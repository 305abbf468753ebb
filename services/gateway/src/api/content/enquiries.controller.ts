import { Body, Controller, Inject, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ContactMessageInput,
  ContactMessageViewDto,
  DemoRequestInput,
  DemoRequestViewDto,
  Patterns,
  ServiceBus,
  type ContactMessageView,
  type DemoRequestView,
} from '@lora/contracts';
import type { GatewayRequest } from '../../http/request.js';
import { Operation } from '../../openapi/operation.js';
import { EnquiryThrottle } from './enquiry-throttle.js';

/** The public site's enquiries: the contact form's demo request (SPEC §7) and contact messages. */
@ApiTags('enquiries')
@Controller()
export class EnquiriesController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(EnquiryThrottle) private readonly throttle: EnquiryThrottle,
  ) {}

  @Operation({
    summary: 'Send a demo request (the contact form)',
    description: 'Stored once, and the sales team gets an e-mail alert. A client may send ENQUIRY_MAX_PER_WINDOW per ENQUIRY_WINDOW_SECONDS.',
    response: DemoRequestViewDto,
    status: 201,
    errors: [429],
  })
  submitDemoRequest(@Req() req: GatewayRequest, @Body() body: DemoRequestInput): Promise<DemoRequestView> {
    return this.throttle.within(req.ip ?? 'unknown', () => this.bus.send(Patterns.content.submitDemoRequest, body));
  }

  @Operation({ summary: 'Send a contact message', response: ContactMessageViewDto, status: 201, errors: [429] })
  submitContact(@Req() req: GatewayRequest, @Body() body: ContactMessageInput): Promise<ContactMessageView> {
    return this.throttle.within(req.ip ?? 'unknown', () => this.bus.send(Patterns.content.submitContact, body));
  }
}
