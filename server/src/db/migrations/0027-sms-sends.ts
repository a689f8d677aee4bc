// SMS through real gateways. sms_sends records every SMS handed to a provider (sandbox included):
// which provider, its id for the message, SENT or FAILED with the reason and the provider's code,
// and how many tries it took; delivery_id links a queued notice's message_deliveries row. Codes and
// texts are not stored: the row says what happened, not what the message said.
// message_deliveries keeps a notice's template parameters, since gateways send a template and its
// parameters rather than the text. The notice SMS templates lose their 【电子签】 prefix: the one
// configured sign name (SMS_SIGN_NAME) is added to every SMS instead.
export const name = '0027-sms-sends';
export const sql = /* sql */ `
CREATE TABLE sms_sends (
  id text PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  provider text NOT NULL,
  template_code text,
  delivery_id text REFERENCES message_deliveries(id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('SENDING', 'SENT', 'FAILED')),
  provider_message_id text,
  failure text,
  error_code text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX sms_sends_recipient ON sms_sends (recipient, created_at DESC);
CREATE INDEX sms_sends_delivery ON sms_sends (delivery_id) WHERE delivery_id IS NOT NULL;

ALTER TABLE message_deliveries ADD COLUMN template_params jsonb;

UPDATE notice_templates SET body = substr(body, length('【电子签】') + 1)
WHERE channel = 'SMS' AND starts_with(body, '【电子签】');
`;
