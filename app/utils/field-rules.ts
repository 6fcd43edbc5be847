import { z } from "zod";

// Field rules of requirements R5.1–R5.7, written once and shared by every form (browser and server).
// Messages are i18next keys.

const letters = /^\p{L}+$/u;
const lettersAndSpaces = /^[\p{L} ]+$/u;
// Letters, spaces and dots; neither starting nor ending with a dot.
const organisationNamePattern = /^(?!\.)[\p{L} .]+(?<!\.)$/u;

const MIN_NAME = 3;
const MIN_PASSWORD = 6;

/** First name (and pastor name): required, 3+ letters only. */
export const requiredName = z
  .string({ error: "validation.nameRequired" })
  .trim()
  .max(50, "errors.tooLong")
  .min(MIN_NAME, "validation.nameMin")
  .regex(letters, "validation.lettersOnly");

/**
 * A person's full name in one field (the senior pastor): the name rule, with single spaces
 * allowed between the parts, since one field holds first and last name.
 */
export const requiredFullName = z
  .string({ error: "validation.nameRequired" })
  .trim()
  .max(100, "errors.tooLong")
  .min(MIN_NAME, "validation.nameMin")
  .regex(/^\p{L}+( \p{L}+)*$/u, "validation.lettersOnly");

/** Last name: optional, but when given 3+ letters only. */
export const optionalName = requiredName.optional();

export const phone = z
  .string({ error: "validation.phoneRequired" })
  .trim()
  .regex(/^\d{10}$/, "validation.phoneDigits");

export const email = z
  .string({ error: "errors.emailRequired" })
  .trim()
  .toLowerCase()
  .max(254, "errors.tooLong")
  .pipe(z.email("errors.emailInvalid"));

export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "errors.tooLong")
  .pipe(z.email("errors.emailInvalid"))
  .optional();

export const newPassword = z
  .string({ error: "errors.passwordRequired" })
  .min(MIN_PASSWORD, "validation.passwordMin")
  .max(200, "errors.tooLong");

export const organisationName = z
  .string({ error: "validation.organisationNameRequired" })
  .trim()
  .max(100, "errors.tooLong")
  .min(MIN_NAME, "validation.min3")
  .regex(organisationNamePattern, "validation.organisationNameFormat");

/** Address: required, 3+ characters of anything. */
export const address = z
  .string({ error: "validation.addressRequired" })
  .trim()
  .min(MIN_NAME, "validation.min3")
  .max(200, "errors.tooLong");

/** State and country: required, letters and spaces, 3+. */
export const placeName = z
  .string({ error: "validation.required" })
  .trim()
  .max(60, "errors.tooLong")
  .min(MIN_NAME, "validation.min3")
  .regex(lettersAndSpaces, "validation.lettersSpaces");

export const optionalText = (max = 200) => z.string().trim().max(max, "errors.tooLong").optional();
