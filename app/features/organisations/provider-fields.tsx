import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { FieldSet } from "#app/components/crud/fields.tsx";
import { Field, SelectField } from "#app/components/forms.tsx";
import { translationProviders } from "#app/features/organisations/organisation-schema.ts";
import type { MessageKey } from "#app/locales/keys.ts";

/** The outcome of "test connection" (mirrors TranslatorTest on the server). */
export type ConnectionTest =
  | { ok: true; text: string }
  | { ok: false; reason: "refused"; status: number }
  | { ok: false; reason: "unreachable" | "missing" | "private" | "keyForEndpoint" | "none" };

type Fields = Record<
  | "translationProvider"
  | "speechKey"
  | "speechLocation"
  | "translatorEndpoint"
  | "translatorKey"
  | "translatorLocation"
  | "libreTranslateUrl"
  | "libreTranslateKey",
  FieldMetadata<string | undefined>
>;

function TestResult({ test }: { test: ConnectionTest }) {
  const { t } = useTranslation();
  const message = test.ok
    ? t("church.testOk", { text: test.text })
    : test.reason === "refused"
      ? t("church.testRefused", { status: test.status })
      : test.reason === "missing"
        ? t("church.testMissing")
        : test.reason === "unreachable"
          ? t("church.testUnreachable")
          : t(`liveQuality.providers.test_${test.reason}`);
  return (
    <p role="status" className={test.ok ? "test-result ok" : "test-result failed"}>
      {message}
    </p>
  );
}

/**
 * The church's translator (Azure Translator, LibreTranslate, the embedded Apertium, or none) and
 * the Azure Speech settings. Keys arrive as masks; each provider has its own "test connection".
 */
export function ProviderFields({
  fields,
  test,
  testedProvider,
}: {
  fields: Fields;
  test?: ConnectionTest;
  testedProvider?: string;
}) {
  const { t } = useTranslation();
  const text = (name: keyof Fields, labelKey: MessageKey, type: "text" | "url" = "text", hint?: string) => (
    <Field
      label={t(labelKey)}
      hint={hint}
      inputProps={{ ...getInputProps(fields[name], { type }), autoComplete: "off", spellCheck: false }}
      errors={fields[name].errors}
    />
  );
  const secret = (name: keyof Fields, labelKey: MessageKey) =>
    text(name, labelKey, "text", t("liveQuality.providers.keyHint"));
  const testButton = (intent: string, provider: string, labelKey: MessageKey) => (
    <div className="field">
      <button type="submit" className="btn btn-secondary" name="intent" value={intent} formNoValidate>
        {t(labelKey)}
      </button>
      {test && testedProvider === provider ? <TestResult test={test} /> : null}
    </div>
  );
  return (
    <div className="provider-fields stack-lg">
      <FieldSet legend={t("liveQuality.providers.translator")}>
        <SelectField
          label={t("liveQuality.providers.choose")}
          hint={t("liveQuality.providers.chooseHint")}
          selectProps={getSelectProps(fields.translationProvider)}
          options={translationProviders.map((provider) => ({
            value: provider,
            label: t(`liveQuality.providers.${provider}`),
          }))}
          errors={fields.translationProvider.errors}
        />
      </FieldSet>
      <FieldSet legend={t("liveQuality.providers.azure")}>
        {text("translatorEndpoint", "church.translatorEndpoint", "url")}
        {secret("translatorKey", "church.translatorKey")}
        {text("translatorLocation", "church.translatorLocation")}
        {testButton("testTranslator", "azure", "church.testConnection")}
      </FieldSet>
      <FieldSet legend={t("liveQuality.providers.libretranslate")}>
        <p className="field-hint form-grid-title">{t("liveQuality.providers.libreHint")}</p>
        {text("libreTranslateUrl", "liveQuality.providers.libreUrl", "url")}
        {secret("libreTranslateKey", "liveQuality.providers.libreKey")}
        {testButton("testLibreTranslate", "libretranslate", "liveQuality.providers.testLibre")}
      </FieldSet>
      <FieldSet legend={t("liveQuality.providers.apertium")}>
        <p className="field-hint form-grid-title">{t("liveQuality.providers.apertiumHint")}</p>
        {testButton("testApertium", "apertium", "liveQuality.providers.testApertium")}
      </FieldSet>
      <FieldSet legend={t("liveQuality.providers.speech")}>
        {secret("speechKey", "church.speechKey")}
        {text("speechLocation", "church.speechLocation")}
      </FieldSet>
    </div>
  );
}
