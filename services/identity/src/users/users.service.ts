import type { DataSource, Repository } from 'typeorm';
import { ADMIN_ROLE } from '@lora/contracts';
import { conflict, invalid } from '@lora/runtime';
import { User } from './user.entity.js';
import { MIN_PASSWORD_LENGTH, hashPassword } from './passwords.js';

export interface NewUser {
  username: string;
  password: string;
  role?: string;
}

export function userRepository(dataSource: DataSource): Repository<User> {
  return dataSource.getRepository(User);
}

/** Creates a user with a hashed password; the one place users are written. */
export async function createUser(dataSource: DataSource, input: NewUser): Promise<User> {
  const username = input.username.trim();
  if (!username) throw invalid('username should not be empty');
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw invalid(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const repo = userRepository(dataSource);
  if (await repo.existsBy({ username })) throw conflict(`User "${username}" already exists`);
  return repo.save(repo.create({ username, password: await hashPassword(input.password), role: input.role }));
}

export function hasAdmin(dataSource: DataSource): Promise<boolean> {
  return userRepository(dataSource).existsBy({ role: ADMIN_ROLE });
}
