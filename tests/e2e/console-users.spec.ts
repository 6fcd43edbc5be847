import { craftedPost, expect, expectToast, idOf, queryE2eDb, test, uniqueEmail, uniqueLetters } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

type UserRow = { id: string; userType: number; organisationId: string | null; phone: string; firstName: string };
const userByEmail = async (email: string) =>
  (
    await queryE2eDb<UserRow>("SELECT id, userType, organisationId, phone, firstName FROM User WHERE email = ?", [
      email,
    ])
  )[0];
const demoOrganisationId = async () => (await userByEmail("admin@example.org"))!.organisationId!;

test.describe("an organisation admin managing users", () => {
  test.use({ userType: UserType.OrganisationAdmin });

  test("adds, finds, edits and deletes a user (with confirmation)", async ({ page, world }) => {
    const firstName = uniqueLetters("Ruth");
    const email = uniqueEmail("ruth");
    world.forget(email);
    await page.goto("/users/new");
    await page.getByLabel("First name").fill(firstName);
    await page.getByLabel("Last name").fill("Santos");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("0412345678");
    await page.getByLabel("Password").fill("secret1");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "User added successfully");
    await expect(page).toHaveURL(/\/users$/);

    const created = await userByEmail(email);
    expect(created).toMatchObject({
      userType: UserType.Member,
      organisationId: await demoOrganisationId(),
      phone: "0412345678",
    });

    await page.getByLabel("Search").fill(firstName);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("list-count")).toHaveText("1 found");
    await page.getByRole("link", { name: `${firstName} Santos` }).click();

    await page.getByLabel("Phone").fill("0499999999");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "User updated successfully");
    expect((await userByEmail(email))?.phone).toBe("0499999999");

    await page.goto(`/users/${created!.id}`);
    await page.getByRole("link", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this record?" });
    await expect(dialog).toContainText(`${firstName} Santos will be deleted`);
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await expectToast(page, "User deleted successfully");
    expect(await userByEmail(email)).toBeUndefined();
  });

  test("shows every validation rule in Portuguese", async ({ page }) => {
    await page.goto("/users/new?lng=pt");
    await page.getByLabel("Nome", { exact: true }).fill("Jo");
    await page.getByLabel("Sobrenome").fill("Silva2");
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByLabel("Telefone").fill("12345");
    await page.getByLabel("Senha").fill("123");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Digite pelo menos 3 letras.")).toBeVisible();
    await expect(page.getByText("Use apenas letras.")).toBeVisible();
    await expect(page.getByText("Por favor, informe um endereço de e-mail válido.")).toBeVisible();
    await expect(page.getByText("Digite exatamente 10 dígitos.")).toBeVisible();
    await expect(page.getByText("A senha deve ter pelo menos 6 caracteres.")).toBeVisible();

    await page.getByLabel("Nome", { exact: true }).fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("O nome é obrigatório.")).toBeVisible();
  });

  test("refuses an e-mail that is already registered (checked by the server, in Spanish)", async ({ page }) => {
    await page.goto("/users/new?lng=es");
    await page.getByLabel("Nombre", { exact: true }).fill("Daniel");
    await page.getByLabel("Correo").fill("member1-2@example.org");
    await page.getByLabel("Teléfono").fill("0412345678");
    await page.getByLabel("Contraseña").fill("secret1");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Este correo ya está registrado. Use un correo diferente.")).toBeVisible();
  });

  test("adds a staff member with staff details; payroll details are stored encrypted and shown masked", async ({
    page,
    world,
  }) => {
    const email = uniqueEmail("staff");
    world.forget(email);
    await page.goto("/staff-members/new");
    await page.getByLabel("First name").fill(uniqueLetters("Mei"));
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone").fill("0412345678");
    await page.getByLabel("Password").fill("secret1");
    await page.getByLabel("Employment type").selectOption("part_time");
    await page.getByLabel("Work location").selectOption("hybrid");
    await page.getByLabel("Start date").fill("2025-02-01");
    await page.getByLabel("Work email").fill("mei.work@example.test");
    await page.getByLabel("Payroll bank details").fill("BSB 062-000 ACC 12345678");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Staff member added successfully");

    const [row] = await queryE2eDb<{
      userType: number;
      employmentType: string;
      workLocation: string;
      payrollBankDetails: string;
      id: string;
    }>(
      "SELECT u.id, u.userType, s.employmentType, s.workLocation, s.payrollBankDetails FROM User u JOIN " +
        "StaffProfile s ON s.userId = u.id WHERE u.email = ?",
      [email],
    );
    expect(row).toMatchObject({ userType: UserType.Staff, employmentType: "part_time", workLocation: "hybrid" });
    expect(row!.payrollBankDetails).not.toContain("12345678");

    const response = await page.goto(`/staff-members/${row!.id}`);
    const html = await response!.text();
    expect(html).not.toContain("BSB 062-000 ACC 12345678");
    await expect(page.getByLabel("Payroll bank details")).toHaveValue(/^•+5678$/);
  });
});

test.describe("an organisation admin and another organisation's records", () => {
  test.use({ userType: UserType.OrganisationAdmin });

  test("cannot read, edit or delete a user, staff member or event of organisation B", async ({ page }) => {
    const otherUser = await idOf("User", "email", "member2-1@example.org");
    const otherStaff = await idOf("User", "email", "staff2@example.org");
    const [otherEvent] = await queryE2eDb<{ id: string; name: string }>(
      "SELECT e.id, e.name FROM Event e JOIN User u ON u.organisationId = e.organisationId WHERE u.email = ? LIMIT 1",
      ["member2-1@example.org"],
    );
    await page.goto("/users");

    for (const url of [`/users/${otherUser}`, `/staff-members/${otherStaff}`, `/events/${otherEvent!.id}`]) {
      const read = await page.request.get(url);
      expect(read.status(), url).toBe(404);
      expect(await read.text()).not.toContain("member2-1@example.org");
      const deleted = await craftedPost(page, url, { intent: "delete" });
      expect(deleted.status(), url).toBe(404);
      const edited = await craftedPost(page, url, {
        firstName: "Hacked",
        email: "hacked@example.test",
        phone: "0400000000",
        name: "Hacked",
        description: "x",
        startsAt: "2030-01-01T10:00",
      });
      expect(edited.status(), url).toBe(404);
    }
    expect((await userByEmail("member2-1@example.org"))?.firstName).not.toBe("Hacked");
    expect((await userByEmail("staff2@example.org"))?.firstName).not.toBe("Hacked");
    const [event] = await queryE2eDb<{ name: string }>("SELECT name FROM Event WHERE id = ?", [otherEvent!.id]);
    expect(event?.name).toBe(otherEvent!.name);
  });

  test("a crafted post cannot choose the userType or move a record to another organisation", async ({
    page,
    world,
  }) => {
    const otherOrganisation = (await userByEmail("member2-1@example.org"))!.organisationId!;
    const email = uniqueEmail("crafted");
    world.forget(email);
    await page.goto("/users");
    const response = await craftedPost(page, "/users/new", {
      firstName: "Crafty",
      email,
      phone: "0400000000",
      password: "secret1",
      userType: "1",
      organisationId: otherOrganisation,
    });
    expect(response.status()).toBe(302);
    expect(await userByEmail(email)).toMatchObject({
      userType: UserType.Member,
      organisationId: await demoOrganisationId(),
    });

    const own = (await userByEmail(email))!.id;
    await craftedPost(page, `/users/${own}`, {
      firstName: "Crafty",
      email,
      phone: "0400000000",
      userType: "2",
      organisationId: otherOrganisation,
    });
    expect(await userByEmail(email)).toMatchObject({
      userType: UserType.Member,
      organisationId: await demoOrganisationId(),
    });
  });
});

test.describe("a staff user", () => {
  test.use({ userType: UserType.Staff });

  test("cannot create an administrator or staff member, nor raise anyone's userType", async ({ page, world }) => {
    await page.goto("/users");
    expect((await page.request.get("/administrators/new")).status()).toBe(403);
    expect((await page.request.get("/staff-members/new")).status()).toBe(403);
    const adminEmail = uniqueEmail("notadmin");
    world.forget(adminEmail);
    const refused = await craftedPost(page, "/administrators/new", {
      firstName: "Sneaky",
      email: adminEmail,
      phone: "0400000000",
      password: "secret1",
    });
    expect(refused.status()).toBe(403);
    expect(await userByEmail(adminEmail)).toBeUndefined();

    const raised = uniqueEmail("raised");
    world.forget(raised);
    await craftedPost(page, "/users/new", {
      firstName: "Raised",
      email: raised,
      phone: "0400000000",
      password: "secret1",
      userType: "2",
    });
    expect((await userByEmail(raised))?.userType).toBe(4);

    const member = await idOf("User", "email", "member1-3@example.org");
    await craftedPost(page, `/users/${member}`, {
      firstName: "Member",
      email: "member1-3@example.org",
      phone: "0400000000",
      userType: "1",
    });
    expect((await userByEmail("member1-3@example.org"))?.userType).toBe(4);
  });
});

test.describe("without JavaScript", () => {
  test.use({ userType: UserType.OrganisationAdmin, javaScriptEnabled: false });

  test("a user can be added and the server's messages are shown", async ({ page, world }) => {
    await page.goto("/users/new");
    await page.getByLabel("First name").fill("X1");
    await page.getByLabel("Email").fill(uniqueEmail("nojs"));
    await page.getByLabel("Phone").fill("0400000000");
    await page.getByLabel("Password").fill("secret1");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter at least 3 letters.")).toBeVisible();

    const email = uniqueEmail("nojs");
    world.forget(email);
    await page.getByLabel("First name").fill(uniqueLetters("Nojs"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret1");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/users$/);
    expect((await userByEmail(email))?.userType).toBe(4);
  });
});

test.describe("the super administrator's user list", () => {
  test.use({ userType: UserType.SuperAdmin });

  test("pages through every organisation's users, 20 at a time", async ({ page }) => {
    const [{ count }] = (await queryE2eDb<{ count: number }>(
      "SELECT COUNT(*) AS count FROM User WHERE userType = 4",
    )) as [{ count: number }];
    expect(Number(count)).toBeGreaterThan(20);
    await page.goto("/users?sort=email");
    // Other tests sign people up at the same time: the list has at least the users counted before.
    await expect(page.getByTestId("list-count")).toHaveText(/^\d+ found$/);
    const shown = Number((await page.getByTestId("list-count").textContent())!.split(" ")[0]);
    expect(shown).toBeGreaterThanOrEqual(Number(count));
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(21);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=email/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

test.describe("an organisation admin's filters", () => {
  test.use({ userType: UserType.OrganisationAdmin });

  test("cannot widen the list to another organisation with ?org=", async ({ page }) => {
    const otherOrganisation = (await userByEmail("member2-1@example.org"))!.organisationId!;
    await page.goto(`/users?org=${otherOrganisation}&q=member2-1`);
    await expect(page.getByText("Nothing matches this search.")).toBeVisible();
    await expect(page.getByText("member2-1@example.org")).toHaveCount(0);
  });
});
