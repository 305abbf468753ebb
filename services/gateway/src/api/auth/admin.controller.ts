import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminPingDto, type UserView } from '@lora/contracts';
import { CurrentUser } from '../../auth/current-user.js';
import { Operation } from '../../openapi/operation.js';

@ApiTags('admin')
@Controller()
export class AdminController {
  @Operation({ summary: 'Check that the caller is a signed-in admin', response: AdminPingDto })
  ping(@CurrentUser() user: UserView): AdminPingDto {
    return { ok: true, user };
  }
}
