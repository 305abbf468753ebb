import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { ContactMessageInput, DemoRequestInput, EnquiryQuery, EnquiryStatusCommand, Patterns } from '@lora/contracts';
import { EnquiriesService } from './enquiries.service.js';

@Controller()
export class EnquiriesHandler {
  constructor(@Inject(EnquiriesService) private readonly enquiries: EnquiriesService) {}

  @Handles(Patterns.content.submitDemoRequest)
  submitDemoRequest(@Payload() input: DemoRequestInput) {
    return this.enquiries.submitDemoRequest(input);
  }

  @Handles(Patterns.content.submitContact)
  submitContact(@Payload() input: ContactMessageInput) {
    return this.enquiries.submitContact(input);
  }

  @Handles(Patterns.content.listEnquiries)
  list(@Payload() query: EnquiryQuery) {
    return this.enquiries.list(query);
  }

  @Handles(Patterns.content.setEnquiryStatus)
  setStatus(@Payload() command: EnquiryStatusCommand) {
    return this.enquiries.setStatus(command.kind, command.id, command.status);
  }
}
