import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { FULL_NAME_MAX_LENGTH, SIGN_IN_MESSAGES } from '@redress/domain';
import { UserDto } from '../../users/dto/user.dto';

// Fields are checked by the service, not the validation pipe, so that a missing or malformed
// address answers with the sign-in screen's own message and code ('invalid-email').

export class RequestMagicLinkDto {
  @ApiProperty({
    example: 'student@example.edu',
    description: 'Trimmed and lower-cased by the server',
  })
  @Allow()
  email!: string;

  @ApiPropertyOptional({
    example: '/input',
    description:
      'A same-site path (starting with /) to continue to after signing in; anything else is ignored',
  })
  @Allow()
  next?: string;
}

export class MagicLinkRequestedDto {
  @ApiProperty({ example: SIGN_IN_MESSAGES.linkSent }) message!: string;
}

export class VerifyMagicLinkDto {
  @ApiProperty({ example: 'student@example.edu' })
  @Allow()
  email!: string;

  @ApiProperty({ description: 'The token from the link' })
  @Allow()
  token!: string;
}

export class SignedInDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ example: '/dashboard', description: 'Where to go next' }) next!: string;
}

export class UpdateMeDto {
  @ApiProperty({
    maxLength: FULL_NAME_MAX_LENGTH,
    example: 'Amira Khan',
    description: 'The name to sign letters with; trimmed',
  })
  @Allow()
  fullName!: string;
}

export class CurrentUserDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

/** Who is signed in: the user, or null for a visitor. */
export class SessionUserDto {
  @ApiProperty({ type: UserDto, nullable: true, description: 'null for a visitor' })
  user!: UserDto | null;
}

export class ProvidersDto {
  @ApiProperty({ description: 'Whether Google sign-in is available' }) google!: boolean;
}
