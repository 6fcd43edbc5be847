import { describe, expect, it } from "vitest";
import { requestForm } from "./request-form.server.ts";

const multipart = (form: FormData) => new Request("http://localhost/church/scripture", { method: "POST", body: form });

describe("a request's form, read as it arrives", () => {
  it("reads fields, an empty file input and a 12 MB file as the platform's own parser does", async () => {
    const form = new FormData();
    form.set("name", "Reina-Valera 1909 — ñ, 中文");
    form.set("photo", new File([], ""));
    form.set("file", new File(["x".repeat(12 * 1024 * 1024)], "bible.osis", { type: "application/xml" }));
    const request = multipart(form);
    const ours = await requestForm(request);
    const platform = await request.clone().formData();

    expect(ours.get("name")).toBe(platform.get("name"));
    const [file, expected] = [ours.get("file") as File, platform.get("file") as File];
    expect([file.name, file.size, file.type]).toEqual([expected.name, expected.size, expected.type]);
    expect(await file.text()).toBe(await expected.text());
    expect((ours.get("photo") as File).size).toBe(0);
  });

  it("reads it once, and leaves the body readable for the action", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1&b=%C3%B1",
    });
    expect(requestForm(request)).toBe(requestForm(request));
    expect(Object.fromEntries(await requestForm(request))).toEqual({ a: "1", b: "ñ" });
    expect((await request.formData()).get("b")).toBe("ñ");
  });

  it("refuses a form of more parts than any page has, and a body that is not multipart", async () => {
    const many = new FormData();
    for (let part = 0; part <= 1_000; part++) many.append("field", String(part));
    await expect(requestForm(multipart(many))).rejects.toThrow();

    const broken = new Request("http://localhost/x", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
    });
    await expect(requestForm(broken)).rejects.toThrow();
  });
});
