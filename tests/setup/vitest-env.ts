import { TEST_DATABASE_URL } from "./test-database.ts";

process.env.DATABASE_URL = TEST_DATABASE_URL;
process.env.NODE_ENV = "test";
