import bcrypt from "bcryptjs";

// bcryptjs: pure JavaScript, so nothing native to build on a church volunteer's laptop.
const COST = 10;

export function hashPassword(password: string) {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string) {
  return bcrypt.compare(password, hash);
}
