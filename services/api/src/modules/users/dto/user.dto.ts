import { ApiProperty } from '@nestjs/swagger';
import { User } from '../entities/user.entity';

/** The signed-in user as the browser sees it: no provider ids, no payment references. */
export class UserDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'student@example.edu' }) email!: string;
  @ApiProperty({ example: true }) emailVerified!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Amira Khan',
    description: 'The name letters are signed with; null until the student gives it',
  })
  fullName!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    fullName: user.fullName ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
