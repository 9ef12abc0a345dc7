import { randomUUID } from 'node:crypto';
import bcrypt from 'bcrypt';
import request from 'supertest';
import type { AdminRole } from '@shared/constants';
import { adminUsers } from '../../server/db/schema';
import type { TestContext } from './test-app';

export interface TestAdmin {
  id: number;
  username: string;
  password: string;
  email: string;
  role: AdminRole;
}

/** A fresh admin account with a unique name; a cheap bcrypt cost keeps tests quick. */
export async function createAdmin(
  ctx: TestContext,
  options: { role?: AdminRole; isActive?: boolean; email?: string } = {},
): Promise<TestAdmin> {
  const tag = randomUUID().slice(0, 8);
  const username = `${options.role ?? 'admin'}-${tag}`;
  const password = `pass-${tag}-word`;
  const email = options.email ?? `${username}@staff.example`;
  const [row] = await ctx.database.db
    .insert(adminUsers)
    .values({
      username,
      email,
      passwordHash: await bcrypt.hash(password, 4),
      role: options.role ?? 'admin',
      isActive: options.isActive ?? true,
    })
    .returning({ id: adminUsers.id });
  return { id: row!.id, username, password, email, role: options.role ?? 'admin' };
}

/** A supertest agent signed in as a new admin of `role`; it keeps the session cookie. */
export async function signInAs(ctx: TestContext, role: AdminRole = 'admin') {
  const admin = await createAdmin(ctx, { role });
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/admin/login').send({ username: admin.username, password: admin.password });
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, admin };
}
