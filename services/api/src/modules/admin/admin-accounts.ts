import { DataSource } from 'typeorm';
import { hashAdminPassword } from './admin-passwords';
import { AdminUser } from './entities/admin-user.entity';

/**
 * Creates the administrator, or sets a new password when the name exists. Plain functions over a
 * DataSource, because the `admin:create` command runs them without the HTTP application.
 */
export async function saveAdmin(
  dataSource: DataSource,
  username: string,
  password: string,
): Promise<'created' | 'updated'> {
  const name = username.trim();
  if (!name || name.length > 100) throw new Error('The username must be 1 to 100 characters long.');
  const hashed = await hashAdminPassword(password);
  const admins = dataSource.getRepository(AdminUser);
  const existing = await admins.findOneBy({ username: name });
  if (existing) {
    await admins.update({ id: existing.id }, { password: hashed });
    return 'updated';
  }
  await admins.insert({ username: name, password: hashed, role: 'admin' });
  return 'created';
}

export function countAdmins(dataSource: DataSource): Promise<number> {
  return dataSource.getRepository(AdminUser).count();
}
