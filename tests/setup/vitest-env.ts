import { ensureWorkerDatabase, TEST_DATABASE_URL } from "./test-database.ts";

ensureWorkerDatabase();
process.env.DATABASE_URL = TEST_DATABASE_URL;
process.env.NODE_ENV = "test";
