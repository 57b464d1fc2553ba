/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-seal.c: the keyring and the sealed parts of a campaign file (see ffb-xml-seal.h). */
#include "ffb-xml-seal.h"

#include <string.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-seal-size.h"

#define ID_HEX_DIGITS 32

static gboolean
is_named (xmlNode *node, const char *name)
{
  return g_str_equal ((const char *) node->name, name);
}

static gboolean
attr_is (xmlNode *node, const char *name, const char *value)
{
  g_autofree char *text = ffb_xml_attr (node, name);

  return g_strcmp0 (text, value) == 0;
}

static int
line_of (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  return line > 0 && line < G_MAXINT ? (int) line : 0;
}

/* The keyring. */

/* generation="N" on `node`, none for 0 (before the first seal, or a file from before). */
static void
set_generation (xmlNode *node, guint64 generation)
{
  g_autofree char *text = NULL;

  if (generation == 0)
    {
      xmlUnsetProp (node, (const xmlChar *) "generation");
      return;
    }
  text = g_strdup_printf ("%" G_GUINT64_FORMAT, generation);
  ffb_xml_set_text (node, "generation", text);
}

/* The generation of `node`: 0 when absent; FALSE when it is not a whole number from 1. */
static gboolean
get_generation (xmlNode *node, guint64 *generation)
{
  g_autofree char *text = ffb_xml_attr (node, "generation");

  *generation = 0;
  return text == NULL
         || g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, generation, NULL);
}

static void
write_key_slot (xmlNode *node, FfbReader reader, const FfbKeySlot *slot)
{
  if (slot->by_passphrase != NULL)
    {
      xmlNode *key = ffb_xml_add_element (node, "key");
      g_autofree char *salt = ffb_kdf_params_salt_base64 (&slot->kdf);
      g_autofree char *ops = g_strdup_printf ("%" G_GUINT64_FORMAT, slot->kdf.ops);
      g_autofree char *mem = g_strdup_printf ("%" G_GUINT64_FORMAT, slot->kdf.mem);

      ffb_xml_set_text (key, "for", ffb_reader_to_string (reader));
      ffb_xml_set_text (key, "ops", ops);
      ffb_xml_set_text (key, "mem", mem);
      ffb_xml_set_text (key, "salt", salt);
      ffb_xml_set_text (key, "wrapped", slot->by_passphrase);
    }
  if (slot->by_referee != NULL)
    {
      xmlNode *key = ffb_xml_add_element (node, "key");

      ffb_xml_set_text (key, "for", ffb_reader_to_string (reader));
      ffb_xml_set_text (key, "by", "referee");
      ffb_xml_set_text (key, "wrapped", slot->by_referee);
    }
}

void
ffb_xml_write_keyring (xmlNode *root, const FfbKeyring *keyring)
{
  xmlNode *node;

  if (keyring == NULL || keyring->id == NULL)
    return;
  node = ffb_xml_add_element (root, "keyring");
  ffb_xml_set_text (node, "id", keyring->id);
  set_generation (node, keyring->generation);
  if (keyring->record != NULL)
    ffb_xml_set_text (node, "record", keyring->record);
  for (int r = 0; r < FFB_N_READERS; r++)
    write_key_slot (node, (FfbReader) r, &keyring->slots[r]);
}

static gboolean
is_keyring_id (const char *id)
{
  if (id == NULL || strlen (id) != ID_HEX_DIGITS)
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p) || g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

static gboolean
set_key_error (GError **error, const char *source, xmlNode *node, const char *what)
{
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, "%s", what);
  return FALSE;
}

static gboolean
read_key (xmlNode *node, FfbKeyring *keyring, const char *source, GError **error)
{
  g_autofree char *reader_word = ffb_xml_attr (node, "for");
  g_autofree char *by = ffb_xml_attr (node, "by");
  g_autofree char *wrapped = ffb_xml_attr (node, "wrapped");
  g_autofree char *ops = NULL, *mem = NULL, *salt = NULL;
  FfbReader reader;
  FfbKeySlot *slot;

  if (reader_word == NULL || !ffb_reader_from_string (reader_word, &reader))
    return set_key_error (error, source, node, _("for= on <key> must be one of: referee, union, "
                            "confederate."));
  if (wrapped == NULL || wrapped[0] == '\0')
    return set_key_error (error, source, node, _("a <key> of the keyring has no wrapped key."));
  slot = &keyring->slots[reader];
  if (by != NULL)
    {
      if (!g_str_equal (by, "referee") || reader == FFB_READER_REFEREE
          || slot->by_referee != NULL)
        return set_key_error (error, source, node, _("a side's key may be wrapped once by the "
                                "referee's (by=\"referee\"), and nothing else."));
      slot->by_referee = g_steal_pointer (&wrapped);
      return TRUE;
    }
  if (slot->by_passphrase != NULL)
    return set_key_error (error, source, node, _("the keyring has two passphrase keys for the "
                            "same reader."));
  ops = ffb_xml_attr (node, "ops");
  mem = ffb_xml_attr (node, "mem");
  salt = ffb_xml_attr (node, "salt");
  if (!ffb_kdf_params_parse (ops, mem, salt, &slot->kdf, source, line_of (node), error))
    return FALSE;
  slot->by_passphrase = g_steal_pointer (&wrapped);
  return TRUE;
}

FfbKeyring *
ffb_xml_read_keyring (xmlNode *root, const char *source, GError **error)
{
  xmlNode *node = ffb_xml_first_child (root, "keyring");
  g_autofree char *id = NULL;
  g_autoptr(FfbKeyring) keyring = NULL;

  if (node == NULL)
    return ffb_keyring_new_with_id (NULL);
  id = ffb_xml_attr (node, "id");
  if (!is_keyring_id (id))
    {
      set_key_error (error, source, node, _("the keyring's id must be 32 lowercase hex digits."));
      return NULL;
    }
  keyring = ffb_keyring_new_with_id (id);
  keyring->record = ffb_xml_attr (node, "record");
  if (!get_generation (node, &keyring->generation))
    {
      set_key_error (error, source, node, _("the keyring's generation must be a whole number "
                       "from 1."));
      return NULL;
    }
  ffb_xml_foreach_child (node, "key", key)
    if (!read_key (key, keyring, source, error))
      return NULL;
  return g_steal_pointer (&keyring);
}

gboolean
ffb_xml_is_sealed (xmlNode *root)
{
  xmlNode *node = ffb_xml_first_child (root, "keyring");

  if (node == NULL)
    return FALSE;
  ffb_xml_foreach_child (node, "key", key)
    if (attr_is (key, "for", "referee"))
      return TRUE;
  return FALSE;
}

/* The associated data. */

static const char *const place_words[] = { "campaign", "history" };

char *
ffb_xml_seal_context (const FfbKeyring *keyring, FfbSealPlace place, const char *name,
                      FfbReader reader, guint64 generation)
{
  g_return_val_if_fail (keyring != NULL && keyring->id != NULL && name != NULL, NULL);

  /* Sealed before generations were kept: bound to the campaign, the battle and the reader. */
  if (generation == 0)
    return g_strdup_printf ("ffbridge sealed|%s|%s|%s", keyring->id, name,
                            ffb_reader_to_string (reader));
  return g_strdup_printf ("ffbridge sealed 2|%s|%s|%s|%s|%" G_GUINT64_FORMAT, keyring->id,
                          place_words[place], name, ffb_reader_to_string (reader), generation);
}

/* Sealing. */

/* What the things sealed in one document are bound to: the keyring (the campaign's id), the
 * place (the campaign or a campaign kept by its history) and the generation of this save. */
typedef struct
{
  const FfbKeyring *keyring;
  FfbSealPlace place;
  guint64 generation;
} Binding;

static FfbReader
reader_of_side_attribute (xmlNode *node)
{
  g_autofree char *side = ffb_xml_attr (node, "side");

  if (g_strcmp0 (side, "union") == 0)
    return FFB_READER_UNION;
  if (g_strcmp0 (side, "confederate") == 0)
    return FFB_READER_CONFEDERATE;
  return FFB_READER_REFEREE;
}

/* -1 for what stays in clear, else the reader whose part it goes to. A side's part holds
 * its stored OOB and its player's view (what he may know now, worked out in the referee's
 * session); the whole record, his own results as they will be told him included, is the
 * referee's. */
static int
classify_battle_child (xmlNode *child)
{
  if (is_named (child, "force") || is_named (child, "neutral") || is_named (child, "sealed"))
    return -1;
  if (is_named (child, "oob") || is_named (child, "player-view"))
    return reader_of_side_attribute (child);
  return FFB_READER_REFEREE;
}

static int
classify_neutral_child (xmlNode *child)
{
  if (is_named (child, "dice") || is_named (child, "clock") || is_named (child, "cards"))
    return -1;
  return FFB_READER_REFEREE;
}

/* C1: a pick is its side's until the reveal (its part, where the referee's key reaches it
 * too); every other choice of the card play is the referee's, with the record it belongs to.
 * A Charge (C1E) is no secret, made on the table, but it is a choice of that record: the
 * record replays only whole, so it is sealed in the referee's part like a pass or a play, and
 * each player's view carries the counts. Whether the battle plays with cards, and with which
 * deck, stays in clear. */
static int
classify_card_choice (xmlNode *child)
{
  if (is_named (child, "deck"))
    return -1;
  if (is_named (child, "pick"))
    return reader_of_side_attribute (child);
  return FFB_READER_REFEREE;
}

/* The log is the referee's until the seed is revealed: the counters would count the other
 * side's rolls, and a roll's face is told its owner only when its result is. */
static int
classify_roll (xmlNode *child G_GNUC_UNUSED)
{
  return FFB_READER_REFEREE;
}

/* C2: every choice is the referee's, as the campaign seed the deal follows from; each side's
 * view (his hand, his pick until the reveal) goes to his part; a table's own deck stays in
 * clear, as its id does. */
static int
classify_action_card_choice (xmlNode *child)
{
  if (is_named (child, "deck"))
    return -1;
  if (is_named (child, "player-view"))
    return reader_of_side_attribute (child);
  return FFB_READER_REFEREE;
}

/* Moves each secret element child of `parent` into its reader's part, with its place. */
static void
collect (xmlNode *parent, const char *parent_kind, int (*classify) (xmlNode *),
         xmlNode *parts[FFB_N_READERS])
{
  g_autoptr(GPtrArray) children = g_ptr_array_new ();
  int index = 0;

  ffb_xml_foreach_child (parent, NULL, child)
    g_ptr_array_add (children, child);
  for (guint i = 0; i < children->len; i++, index++)
    {
      xmlNode *child = g_ptr_array_index (children, i);
      int reader = classify (child);
      xmlNode *at;

      if (reader < 0)
        continue;
      at = ffb_xml_add_element (parts[reader], "at");
      ffb_xml_set_text (at, "parent", parent_kind);
      ffb_xml_set_int (at, "index", index);
      xmlAddChild (at, xmlDocCopyNode (child, parts[reader]->doc, 1));
      xmlUnlinkNode (child);
      xmlFreeNode (child);
    }
}

static const char *const dice_secrets[] = { "seed", "union-phrase", "confederate-phrase" };

static void
collect_dice_secrets (xmlNode *dice, xmlNode *referee_part)
{
  xmlNode *secret = ffb_xml_add_element (referee_part, "dice-secret");

  for (guint i = 0; i < G_N_ELEMENTS (dice_secrets); i++)
    {
      g_autofree char *value = ffb_xml_attr (dice, dice_secrets[i]);
      xmlAttr *attribute = xmlHasProp (dice, (const xmlChar *) dice_secrets[i]);

      if (value == NULL)
        continue;
      ffb_xml_set_text (secret, dice_secrets[i], value);
      sodium_memzero (value, strlen (value));
      xmlRemoveProp (attribute);
    }
}

/* The part as text, in guarded memory. */
static char *
part_text (xmlDoc *part, gsize *length)
{
  xmlChar *text = NULL;
  int size = 0;
  char *copy;

  xmlDocDumpMemoryEnc (part, &text, &size, "UTF-8");
  if (text == NULL)
    g_error ("out of memory sealing a part");
  copy = sodium_malloc ((gsize) size + 1);
  if (copy == NULL)
    g_error ("out of memory sealing a part");
  memcpy (copy, text, size);
  copy[size] = '\0';
  sodium_memzero (text, size);
  xmlFree (text);
  *length = (gsize) size;
  return copy;
}

/* <sealed for="READER"> of `text` as the last child of `parent`, bound to `name` (a battle's
 * id, or a side's part of the action deck's record). */
static gboolean
add_sealed (xmlNode *parent, const char *name, const Binding *binding, FfbReader reader,
            const char *text, gsize length, gsize size, GError **error)
{
  g_autofree char *context = ffb_xml_seal_context (binding->keyring, binding->place,
                                                   name, reader, binding->generation);
  g_autofree char *blob = ffb_keyring_seal (binding->keyring, reader, context, text, length,
                                            size, error);
  xmlNode *node;

  if (blob == NULL)
    return FALSE;
  node = xmlNewTextChild (parent, NULL, (const xmlChar *) "sealed", (const xmlChar *) blob);
  ffb_xml_set_text (node, "for", ffb_reader_to_string (reader));
  set_generation (node, binding->generation);
  return TRUE;
}

static gboolean
is_revealed (xmlNode *neutral)
{
  xmlNode *dice = neutral != NULL ? ffb_xml_first_child (neutral, "dice") : NULL;

  return dice != NULL && attr_is (dice, "revealed", "true");
}

static gboolean
seal_battle (xmlNode *battle, const Binding *binding, GError **error)
{
  xmlNode *neutral = ffb_xml_first_child (battle, "neutral");
  xmlNode *dice = neutral != NULL ? ffb_xml_first_child (neutral, "dice") : NULL;
  xmlNode *cards = neutral != NULL ? ffb_xml_first_child (neutral, "cards") : NULL;
  g_autofree char *battle_id = ffb_xml_attr (battle, "id");
  xmlDoc *docs[FFB_N_READERS];
  xmlNode *parts[FFB_N_READERS];
  char *texts[FFB_N_READERS];
  gsize lengths[FFB_N_READERS];
  gboolean ok = TRUE;

  if (ffb_xml_first_child (battle, "sealed") != NULL || is_revealed (neutral))
    return TRUE;
  if (!ffb_keyring_is_unlocked (binding->keyring, FFB_READER_REFEREE))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("the secrets of the battle “%s” "
                     "cannot be sealed: the referee's passphrase was not given."), battle_id);
      return FALSE;
    }
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      docs[r] = xmlNewDoc ((const xmlChar *) "1.0");
      parts[r] = xmlNewDocNode (docs[r], NULL, (const xmlChar *) "part", NULL);
      xmlDocSetRootElement (docs[r], parts[r]);
    }
  collect (battle, "battle", classify_battle_child, parts);
  if (cards != NULL)
    collect (cards, "cards", classify_card_choice, parts);
  if (neutral != NULL)
    collect (neutral, "neutral", classify_neutral_child, parts);
  if (dice != NULL)
    {
      collect (dice, "dice", classify_roll, parts);
      collect_dice_secrets (dice, parts[FFB_READER_REFEREE]);
    }
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      texts[r] = part_text (docs[r], &lengths[r]);
      xmlFreeDoc (docs[r]);
    }
  /* Each part is padded to its size from what stays in clear (decision 1), never to another
   * part's: the referee's holds both sides' secrets. */
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      ok = ok && add_sealed (battle, battle_id, binding, (FfbReader) r, texts[r], lengths[r],
                             ffb_xml_seal_battle_size (battle, r), error);
      sodium_free (texts[r]);
    }
  return ok;
}

/* The campaign's own dice (ffb-campaign-dice.h): a player who knew the seed would know every
 * R9C and R10B-E roll to come. It is sealed for the referee alone; its commitment stays. */
static gboolean
seal_campaign_dice (xmlNode *campaign, const Binding *binding, GError **error)
{
  xmlNode *dice = ffb_xml_first_child (campaign, "campaign-dice");
  g_autofree char *seed = dice != NULL ? ffb_xml_attr (dice, "seed") : NULL;
  g_autofree char *context = NULL, *blob = NULL;

  if (seed == NULL)
    return TRUE;
  context = ffb_xml_seal_context (binding->keyring, binding->place,
                                  FFB_XML_CAMPAIGN_DICE_KEPT, FFB_READER_REFEREE,
                                  binding->generation);
  blob = ffb_keyring_seal (binding->keyring, FFB_READER_REFEREE, context, seed, strlen (seed),
                           FFB_XML_SEAL_SEED_SIZE, error);
  sodium_memzero (seed, strlen (seed));
  if (blob == NULL)
    return FALSE;
  xmlUnsetProp (dice, (const xmlChar *) "seed");
  ffb_xml_set_text (dice, "sealed-seed", blob);
  set_generation (dice, binding->generation);
  return TRUE;
}

const char *
ffb_xml_action_cards_part_name (FfbReader reader)
{
  static const char *const names[] = { FFB_CAMPAIGN_SEALED_ACTION_CARDS,
                                       FFB_XML_ACTION_CARDS_UNION,
                                       FFB_XML_ACTION_CARDS_CONFEDERATE };

  return names[reader];
}

/* C2: the action deck's record (ffb-xml-cards.h), every choice and pick in it, sealed for the
 * referee, as the campaign seed it is dealt from; each side's view in a part of its own, for
 * him (and the referee), each at a size from public facts (ffb-xml-seal-size.h); its deck
 * stays in clear. */
static gboolean
seal_action_cards (xmlNode *campaign, const Binding *binding, GError **error)
{
  xmlNode *cards = ffb_xml_first_child (campaign, "action-cards");
  xmlDoc *docs[FFB_N_READERS];
  xmlNode *parts[FFB_N_READERS];
  char *texts[FFB_N_READERS];
  gsize lengths[FFB_N_READERS];
  g_autofree char *context = NULL, *blob = NULL;
  gboolean ok = TRUE;

  if (cards == NULL || xmlHasProp (cards, (const xmlChar *) "sealed") != NULL)
    return TRUE;
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      docs[r] = xmlNewDoc ((const xmlChar *) "1.0");
      parts[r] = xmlNewDocNode (docs[r], NULL, (const xmlChar *) "part", NULL);
      xmlDocSetRootElement (docs[r], parts[r]);
    }
  collect (cards, "action-cards", classify_action_card_choice, parts);
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      texts[r] = part_text (docs[r], &lengths[r]);
      xmlFreeDoc (docs[r]);
    }
  context = ffb_xml_seal_context (binding->keyring, binding->place,
                                  FFB_CAMPAIGN_SEALED_ACTION_CARDS, FFB_READER_REFEREE,
                                  binding->generation);
  blob = ffb_keyring_seal (binding->keyring, FFB_READER_REFEREE, context,
                           texts[FFB_READER_REFEREE], lengths[FFB_READER_REFEREE],
                           ffb_xml_seal_action_cards_size (campaign), error);
  ok = blob != NULL;
  for (int r = FFB_READER_UNION; r < FFB_N_READERS; r++)
    ok = ok && add_sealed (cards, ffb_xml_action_cards_part_name ((FfbReader) r), binding,
                           (FfbReader) r, texts[r], lengths[r],
                           ffb_xml_seal_action_view_size (campaign), error);
  for (int r = 0; r < FFB_N_READERS; r++)
    sodium_free (texts[r]);
  if (!ok)
    return FALSE;
  ffb_xml_set_text (cards, "sealed", blob);
  set_generation (cards, binding->generation);
  return TRUE;
}

static gboolean
seal_campaign (xmlNode *campaign, const Binding *binding, GError **error)
{
  xmlNode *history = ffb_xml_first_child (campaign, "history");
  Binding kept_binding = { binding->keyring, FFB_SEAL_PLACE_HISTORY, binding->generation };

  if (!seal_campaign_dice (campaign, binding, error)
      || !seal_action_cards (campaign, binding, error))
    return FALSE;

  ffb_xml_foreach_child (campaign, "battle", battle)
    if (!seal_battle (battle, binding, error))
      return FALSE;
  if (history == NULL)
    return TRUE;
  ffb_xml_foreach_child (history, "change", change)
    {
      xmlNode *before = ffb_xml_first_child (change, "before");
      xmlNode *kept = before != NULL ? ffb_xml_first_child (before, "campaign") : NULL;

      if (kept != NULL && !seal_campaign (kept, &kept_binding, error))
        return FALSE;
    }
  return TRUE;
}

/* The generation of a new write: the time in milliseconds, or one more than the last when the
 * clock says less. A count of writes would tell a player how many the referee's session made
 * while the other side had it (each autosave is one: about how many edits his orders took);
 * the time says only when, which the file's own date says too, and still goes up. */
static guint64
next_generation (guint64 last)
{
  gint64 now = g_get_real_time () / 1000;

  return MAX (last + 1, now > 0 ? (guint64) now : 0);
}

void
ffb_xml_seal_reserve_generation (FfbKeyring *keyring, FfbKeyring *copy)
{
  g_return_if_fail (keyring != NULL && copy != NULL);

  if (!ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE))
    return;
  keyring->generation = next_generation (keyring->generation);
  copy->seal_at = keyring->generation;
}

/* The record of what the campaign seals. */

#define RECORD_NAME "#record"

/* The names of the campaign's sealed things, one a line, in the order of the file: the
 * battles with sealed parts, the campaign's seed, the action deck's record and each side's part
 * of it. Which they are is public (the file shows them); the record says which the referee's
 * last save wrote. */
char *
ffb_xml_sealed_names (xmlNode *campaign)
{
  GString *names = g_string_new (NULL);
  xmlNode *dice = ffb_xml_first_child (campaign, "campaign-dice");
  xmlNode *cards = ffb_xml_first_child (campaign, "action-cards");

  ffb_xml_foreach_child (campaign, "battle", battle)
    if (ffb_xml_first_child (battle, "sealed") != NULL)
      {
        g_autofree char *id = ffb_xml_attr (battle, "id");

        g_string_append_printf (names, "%s\n", id != NULL ? id : "");
      }
  if (dice != NULL && xmlHasProp (dice, (const xmlChar *) "sealed-seed") != NULL)
    g_string_append_printf (names, "%s\n", FFB_XML_CAMPAIGN_DICE_KEPT);
  if (cards != NULL && xmlHasProp (cards, (const xmlChar *) "sealed") != NULL)
    g_string_append_printf (names, "%s\n", FFB_CAMPAIGN_SEALED_ACTION_CARDS);
  /* Each side's part of it, so that one taken out is named. */
  if (cards != NULL)
    ffb_xml_foreach_child (cards, "sealed", part)
      {
        g_autofree char *word = ffb_xml_attr (part, "for");
        FfbReader reader;

        if (word != NULL && ffb_reader_from_string (word, &reader)
            && reader != FFB_READER_REFEREE)
          g_string_append_printf (names, "%s\n", ffb_xml_action_cards_part_name (reader));
      }
  return g_string_free (names, FALSE);
}

static char *
seal_record (xmlNode *campaign, const Binding *binding)
{
  g_autofree char *names = ffb_xml_sealed_names (campaign);
  g_autofree char *context = ffb_xml_seal_context (binding->keyring, FFB_SEAL_PLACE_CAMPAIGN,
                                                   RECORD_NAME, FFB_READER_REFEREE,
                                                   binding->generation);
  gsize length = strlen (names);

  return ffb_keyring_seal (binding->keyring, FFB_READER_REFEREE, context, names, length,
                           ffb_xml_seal_record_size (length), NULL);
}

gboolean
ffb_xml_seal_document (xmlNode *root, FfbKeyring *keyring, GError **error)
{
  xmlNode *node = ffb_xml_first_child (root, "keyring");
  Binding binding = { keyring, FFB_SEAL_PLACE_CAMPAIGN, keyring->generation };

  g_return_val_if_fail (root != NULL && keyring != NULL, FALSE);

  /* Only the referee's session seals anything anew; another writes back what it was given,
   * of the generation it came with. */
  if (ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE))
    binding.generation = keyring->seal_at != 0 ? keyring->seal_at
                                               : next_generation (keyring->generation);
  keyring->seal_at = 0;
  if (!seal_campaign (root, &binding, error))
    return FALSE;
  keyring->generation = binding.generation;
  if (binding.generation > 0 && ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE))
    {
      g_free (keyring->record);
      keyring->record = seal_record (root, &binding);
    }
  if (node != NULL)
    {
      set_generation (node, binding.generation);
      if (keyring->record != NULL)
        ffb_xml_set_text (node, "record", keyring->record);
    }
  return TRUE;
}

/* Unsealing. */

typedef struct
{
  xmlNode *node;     /* the element, in its part's document */
  int index;
} Item;

static int
compare_items (gconstpointer a, gconstpointer b)
{
  const Item *x = a, *y = b;

  return (x->index > y->index) - (x->index < y->index);
}

static xmlNode *
nth_element (xmlNode *parent, int n)
{
  int i = 0;

  ffb_xml_foreach_child (parent, NULL, child)
    if (i++ == n)
      return child;
  return NULL;
}

/* Puts each item back at its place among the element children of `parent`, in order. */
static void
put_back (xmlNode *parent, GArray *items)
{
  g_array_sort (items, compare_items);
  for (guint i = 0; i < items->len; i++)
    {
      Item *item = &g_array_index (items, Item, i);
      xmlNode *copy = xmlDocCopyNode (item->node, parent->doc, 1);
      xmlNode *at = nth_element (parent, item->index);

      if (at != NULL)
        xmlAddPrevSibling (at, copy);
      else
        xmlAddChild (parent, copy);
    }
}

static void
restore_dice_secrets (xmlNode *dice, xmlNode *secret)
{
  for (guint i = 0; i < G_N_ELEMENTS (dice_secrets); i++)
    {
      g_autofree char *value = ffb_xml_attr (secret, dice_secrets[i]);

      if (value != NULL)
        ffb_xml_set_text (dice, dice_secrets[i], value);
    }
}

/* The items of `kind` in the opened parts, in one array. */
static GArray *
items_of (xmlDoc *parts[FFB_N_READERS], const char *kind)
{
  GArray *items = g_array_new (FALSE, FALSE, sizeof (Item));

  for (int r = 0; r < FFB_N_READERS; r++)
    {
      if (parts[r] == NULL)
        continue;
      ffb_xml_foreach_child (xmlDocGetRootElement (parts[r]), "at", at)
        {
          int index = 0;
          xmlNode *element = ffb_xml_first_child (at, NULL);

          /* A player's view is worked out again from the whole record. */
          if (element == NULL || !attr_is (at, "parent", kind)
              || is_named (element, "player-view")
              || !ffb_xml_attr_int (at, "index", TRUE, 0, 0, G_MAXINT, &index, "", NULL))
            continue;
          g_array_append_val (items, ((Item) { element, index }));
        }
    }
  return items;
}

static void
merge_parts (xmlNode *battle, xmlDoc *parts[FFB_N_READERS])
{
  g_autoptr(GArray) battle_items = items_of (parts, "battle");
  g_autoptr(GArray) neutral_items = items_of (parts, "neutral");
  g_autoptr(GArray) dice_items = items_of (parts, "dice");
  g_autoptr(GArray) card_items = items_of (parts, "cards");
  xmlNode *neutral = ffb_xml_first_child (battle, "neutral");
  xmlNode *dice = neutral != NULL ? ffb_xml_first_child (neutral, "dice") : NULL;
  xmlNode *cards = neutral != NULL ? ffb_xml_first_child (neutral, "cards") : NULL;

  put_back (battle, battle_items);
  if (neutral != NULL)
    put_back (neutral, neutral_items);
  if (cards != NULL)
    put_back (cards, card_items);
  if (dice != NULL)
    {
      xmlNode *secret = ffb_xml_first_child (xmlDocGetRootElement (parts[FFB_READER_REFEREE]),
                                             "dice-secret");
      put_back (dice, dice_items);
      if (secret != NULL)
        restore_dice_secrets (dice, secret);
    }
}

/* What the things opened from one document must be bound to: the keyring (its id, and the
 * generation of the file it was read from), the place they are read as. */
typedef struct
{
  const FfbKeyring *keyring;
  FfbSealPlace place;
} Opening;

/* Why a sealed thing of generation `found` does not belong where it sits: into `error`. */
static gboolean
refuse_generation (const Opening *opening, xmlNode *node, const char *what, guint64 found,
                   guint64 expected, const char *source, GError **error)
{
  if (found == 0)
    ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("%s was sealed before this "
                         "file kept generations, in a file sealed at generation %llu: it was "
                         "copied in from an older copy of the file, and is refused."), what,
                       (unsigned long long) expected);
  else if (expected == 0)
    ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("%s is of generation %llu, "
                         "but this file was sealed before generations were kept: it was copied "
                         "in from another copy of the file, and is refused."), what,
                       (unsigned long long) found);
  else if (opening->place == FFB_SEAL_PLACE_HISTORY)
    ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("%s is of generation %llu, "
                         "the other parts of its battle of %llu: it was copied in from another "
                         "copy of the file, and is refused."), what,
                       (unsigned long long) found, (unsigned long long) expected);
  else
    ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("%s is of generation %llu, "
                         "but this file was sealed at generation %llu: it was copied in from a "
                         "backup or an older copy of the file, and is refused."), what,
                       (unsigned long long) found, (unsigned long long) expected);
  return FALSE;
}

/* The generation of a sealed thing at `node`, checked: in the campaign itself that of the
 * file's keyring (so that nothing of another save opens in its place); kept by the history,
 * `expected` when given (G_MAXUINT64 takes any). */
static gboolean
check_generation (const Opening *opening, xmlNode *node, const char *what, guint64 expected,
                  guint64 *generation, const char *source, GError **error)
{
  if (!get_generation (node, generation))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("the generation of %s must "
                           "be a whole number from 1."), what);
      return FALSE;
    }
  if (opening->place == FFB_SEAL_PLACE_CAMPAIGN)
    expected = opening->keyring->generation;
  if (expected != G_MAXUINT64 && *generation != expected)
    return refuse_generation (opening, node, what, *generation, expected, source, error);
  return TRUE;
}

/* "the union part of the battle “Pea Ridge”", for the messages. */
static char *
part_words (FfbReader reader, const char *battle_id)
{
  /* Translators: the first %s is referee, union or confederate; the second a battle's id. */
  return g_strdup_printf (_("the %s part of the battle “%s”"), ffb_reader_to_string (reader),
                          battle_id);
}

static xmlDoc *
open_part (xmlNode *sealed, const char *battle_id, FfbReader reader, const Opening *opening,
           guint64 generation, const char *source, GError **error)
{
  const FfbKeyring *keyring = opening->keyring;
  g_autofree char *context = ffb_xml_seal_context (keyring, opening->place, battle_id, reader,
                                                   generation);
  xmlChar *blob = xmlNodeGetContent (sealed);
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;
  char *plain = ffb_keyring_open (keyring, reader, context, (const char *) blob, &length,
                                  &local_error);
  xmlDoc *doc = NULL;

  xmlFree (blob);
  if (plain != NULL)
    doc = ffb_xml_doc_parse (plain, length, source, NULL);
  if (plain != NULL)
    sodium_memzero (plain, length);
  ffb_seal_plain_free ((guint8 *) plain);
  if (doc == NULL || !is_named (xmlDocGetRootElement (doc), "part"))
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, sealed, _("the %s part of the battle "
                           "“%s” does not open with the %s key: it was changed, or moved here "
                           "from another battle, side or campaign."),
                         ffb_reader_to_string (reader), battle_id,
                         ffb_reader_to_string (reader));
    }
  return doc;
}

/* Exactly one sealed part per reader, all of one generation, the one their place expects;
 * FALSE with an error otherwise. */
static gboolean
find_sealed (xmlNode *battle, const char *battle_id, const Opening *opening,
             xmlNode *sealed[FFB_N_READERS], guint64 *generation, const char *source,
             GError **error)
{
  int count = 0;

  memset (sealed, 0, sizeof (xmlNode *) * FFB_N_READERS);
  ffb_xml_foreach_child (battle, "sealed", node)
    {
      g_autofree char *word = ffb_xml_attr (node, "for");
      FfbReader reader;

      if (word == NULL || !ffb_reader_from_string (word, &reader) || sealed[reader] != NULL)
        {
          ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("a battle holds one "
                               "sealed part for each of referee, union and confederate."));
          return FALSE;
        }
      sealed[reader] = node;
      count++;
    }
  if (count == 0)
    return TRUE;
  if (count != FFB_N_READERS)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, battle, _("a battle holds one sealed "
                           "part for each of referee, union and confederate."));
      return FALSE;
    }
  /* The referee's part sets the generation that the others kept by the history must share. */
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      g_autofree char *what = part_words ((FfbReader) r, battle_id);
      guint64 found = 0;

      if (!check_generation (opening, sealed[r], what, r == FFB_READER_REFEREE ? G_MAXUINT64
                                                                               : *generation,
                             &found, source, error))
        return FALSE;
      if (r == FFB_READER_REFEREE)
        *generation = found;
    }
  return TRUE;
}

/* The neutral party's public part and the sealed parts, as text, taken out of the tree. */
static char *
take_kept (xmlNode *battle)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *kept = xmlNewDocNode (doc, NULL, (const xmlChar *) "kept", NULL);
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  xmlChar *text = NULL;
  int size = 0;
  char *result;

  xmlDocSetRootElement (doc, kept);
  ffb_xml_foreach_child (battle, NULL, child)
    if (is_named (child, "neutral") || is_named (child, "sealed"))
      g_ptr_array_add (taken, child);
  for (guint i = 0; i < taken->len; i++)
    {
      xmlNode *child = g_ptr_array_index (taken, i);

      xmlAddChild (kept, xmlDocCopyNode (child, doc, 1));
      xmlUnlinkNode (child);
      xmlFreeNode (child);
    }
  xmlDocDumpMemoryEnc (doc, &text, &size, "UTF-8");
  result = g_strndup ((const char *) text, size);
  xmlFree (text);
  return result;
}

/* The <neutral> of the player's view in the one side part that opened (none in a part sealed
 * before views were written), put in the battle with its view named. */
static void
put_view (xmlNode *battle, xmlDoc *parts[FFB_N_READERS])
{
  int opened = -1, count = 0;

  for (int r = FFB_READER_UNION; r < FFB_N_READERS; r++)
    if (parts[r] != NULL)
      opened = r, count++;
  if (count != 1)
    return;
  ffb_xml_foreach_child (xmlDocGetRootElement (parts[opened]), "at", at)
    {
      xmlNode *element = ffb_xml_first_child (at, NULL);
      xmlNode *neutral = element != NULL && is_named (element, "player-view")
                         ? ffb_xml_first_child (element, "neutral") : NULL;
      xmlNode *copy;

      if (neutral == NULL || !attr_is (element, "side", ffb_reader_to_string (opened)))
        continue;
      copy = xmlDocCopyNode (neutral, battle->doc, 1);
      ffb_xml_set_text (copy, "view", ffb_reader_to_string (opened));
      xmlAddChild (battle, copy);
      return;
    }
}

static gboolean
unseal_battle (xmlNode *battle, const Opening *opening, GHashTable *kept, const char *source,
               GError **error)
{
  const FfbKeyring *keyring = opening->keyring;
  g_autofree char *battle_id = ffb_xml_attr (battle, "id");
  guint64 generation = 0;
  xmlNode *sealed[FFB_N_READERS];
  xmlDoc *parts[FFB_N_READERS] = { NULL };
  xmlNode *clear_neutral = ffb_xml_first_child (battle, "neutral");
  gboolean all = TRUE, ok = TRUE;

  /* Only a part that opens makes a player's view. */
  if (clear_neutral != NULL)
    xmlUnsetProp (clear_neutral, (const xmlChar *) "view");
  if (!find_sealed (battle, battle_id != NULL ? battle_id : "", opening, sealed, &generation,
                    source, error))
    return FALSE;
  if (sealed[0] == NULL)
    return TRUE;
  /* A battle's sealed parts are kept by its id until they open (a hostile file with none
   * crashed the loader here). */
  if (battle_id == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, battle,
                         _("a <battle> with sealed parts needs its id."));
      return FALSE;
    }
  for (int r = 0; r < FFB_N_READERS && ok; r++)
    {
      if (!ffb_keyring_is_unlocked (keyring, (FfbReader) r))
        all = FALSE;
      else if ((parts[r] = open_part (sealed[r], battle_id != NULL ? battle_id : "",
                                      (FfbReader) r, opening, generation, source, error))
               == NULL)
        ok = FALSE;
    }
  if (ok && all)
    {
      for (int r = 0; r < FFB_N_READERS; r++)
        {
          xmlUnlinkNode (sealed[r]);
          xmlFreeNode (sealed[r]);
        }
      merge_parts (battle, parts);
    }
  else if (ok)
    {
      g_autoptr(GArray) own = items_of (parts, "battle");

      g_hash_table_replace (kept, g_strdup (battle_id), take_kept (battle));
      /* A side's own stored OOB and his view, for his copy; the rest waits for the referee. */
      put_back (battle, own);
      put_view (battle, parts);
    }
  for (int r = 0; r < FFB_N_READERS; r++)
    g_clear_pointer (&parts[r], xmlFreeDoc);
  return ok;
}

/* Takes `node` out of the tree into `kept` under `key`, as XML, to be written back
 * unchanged (ffb_xml_write_kept). */
static void
keep_aside (xmlNode *node, GHashTable *kept, const char *key)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *holder = xmlNewDocNode (doc, NULL, (const xmlChar *) "kept", NULL);
  xmlChar *text = NULL;
  int size = 0;

  xmlDocSetRootElement (doc, holder);
  xmlAddChild (holder, xmlDocCopyNode (node, doc, 1));
  xmlDocDumpMemoryEnc (doc, &text, &size, "UTF-8");
  g_hash_table_replace (kept, g_strdup (key), g_strndup ((const char *) text, size));
  xmlFree (text);
  xmlUnlinkNode (node);
  xmlFreeNode (node);
}

/* The campaign seed: opened with the referee's key; without it the whole element is kept
 * aside, to be written back unchanged, and the model has no campaign dice. Its generation is
 * checked either way. */
static gboolean
unseal_campaign_dice (xmlNode *root, const Opening *opening, GHashTable *kept,
                      const char *source, GError **error)
{
  const FfbKeyring *keyring = opening->keyring;
  xmlNode *dice = ffb_xml_first_child (root, "campaign-dice");
  g_autofree char *blob = dice != NULL ? ffb_xml_attr (dice, "sealed-seed") : NULL;
  g_autofree char *context = NULL;
  const char *what = _("the sealed seed of the campaign's dice");
  guint64 generation = 0;
  gsize length;
  char *seed;

  if (blob == NULL)
    return TRUE;
  if (!check_generation (opening, dice, what, G_MAXUINT64, &generation, source, error))
    return FALSE;
  if (!ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE))
    {
      keep_aside (dice, kept, FFB_XML_CAMPAIGN_DICE_KEPT);
      return TRUE;
    }
  context = ffb_xml_seal_context (keyring, opening->place, FFB_XML_CAMPAIGN_DICE_KEPT,
                                  FFB_READER_REFEREE, generation);
  if ((seed = ffb_keyring_open (keyring, FFB_READER_REFEREE, context, blob, &length,
                                NULL)) == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, dice, _("the sealed seed of the "
                           "campaign's dice does not open with the referee's key: the file "
                           "was altered."));
      return FALSE;
    }
  ffb_xml_set_text (dice, "seed", seed);
  ffb_seal_plain_free ((guint8 *) seed);
  xmlUnsetProp (dice, (const xmlChar *) "sealed-seed");
  xmlUnsetProp (dice, (const xmlChar *) "generation");
  return TRUE;
}

/* The plaintext of `blob` sealed for `reader` under `context`, parsed: a <part>, or NULL. */
static xmlDoc *
open_part_doc (const FfbKeyring *keyring, FfbReader reader, const char *context,
               const char *blob, const char *source)
{
  gsize length = 0;
  char *plain = ffb_keyring_open (keyring, reader, context, blob, &length, NULL);
  xmlDoc *part = NULL;

  if (plain != NULL)
    part = ffb_xml_doc_parse (plain, length, source, NULL);
  if (plain != NULL)
    sodium_memzero (plain, length);
  ffb_seal_plain_free ((guint8 *) plain);
  if (part != NULL && !is_named (xmlDocGetRootElement (part), "part"))
    g_clear_pointer (&part, xmlFreeDoc);
  return part;
}

/* "the union part of the action deck's record", for the messages. */
static char *
action_part_words (FfbReader reader)
{
  /* Translators: %s is union or confederate. */
  return g_strdup_printf (_("the %s part of the action deck's record"),
                          ffb_reader_to_string (reader));
}

/* Each side's part of the action deck's record, <sealed for="SIDE"> in <action-cards>: one at
 * most for each side (none in a file sealed before they were written), of the generation its
 * place expects, the referee's record's when kept by the history. */
static gboolean
find_action_parts (xmlNode *cards, const Opening *opening, guint64 generation,
                   xmlNode *sealed[FFB_N_READERS], const char *source, GError **error)
{
  memset (sealed, 0, sizeof (xmlNode *) * FFB_N_READERS);
  ffb_xml_foreach_child (cards, "sealed", node)
    {
      g_autofree char *word = ffb_xml_attr (node, "for");
      g_autofree char *what = NULL;
      FfbReader reader;
      guint64 found = 0;

      if (word == NULL || !ffb_reader_from_string (word, &reader)
          || reader == FFB_READER_REFEREE || sealed[reader] != NULL)
        {
          ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("the action deck's "
                               "record holds one sealed part for each of union and "
                               "confederate beside the referee's, and no other."));
          return FALSE;
        }
      what = action_part_words (reader);
      if (!check_generation (opening, node, what, generation, &found, source, error))
        return FALSE;
      sealed[reader] = node;
    }
  return TRUE;
}

/* The part of `reader` in `sealed`, opened and checked; NULL with an error naming it. */
static xmlDoc *
open_action_part (xmlNode *sealed, FfbReader reader, const Opening *opening,
                  guint64 generation, const char *source, GError **error)
{
  g_autofree char *context = ffb_xml_seal_context (opening->keyring, opening->place,
                                                   ffb_xml_action_cards_part_name (reader),
                                                   reader, generation);
  xmlChar *blob = xmlNodeGetContent (sealed);
  xmlDoc *part = open_part_doc (opening->keyring, reader, context, (const char *) blob,
                                source);
  g_autofree char *what = NULL;

  xmlFree (blob);
  if (part != NULL)
    return part;
  what = action_part_words (reader);
  /* Translators: the first %s is "the union part of the action deck's record", the second
   * union or confederate. */
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, sealed, _("%s does not open with the %s "
                       "key: it was changed, or moved here from the other side, another "
                       "place or another campaign."), what, ffb_reader_to_string (reader));
  return NULL;
}

/* Every side's part whose key is unlocked opens, or the file is refused naming it. */
static gboolean
check_action_parts (xmlNode *sealed[FFB_N_READERS], const Opening *opening,
                    guint64 generation, const char *source, GError **error)
{
  for (int r = FFB_READER_UNION; r < FFB_N_READERS; r++)
    {
      xmlDoc *part;

      if (sealed[r] == NULL || !ffb_keyring_is_unlocked (opening->keyring, (FfbReader) r))
        continue;
      if ((part = open_action_part (sealed[r], (FfbReader) r, opening, generation, source,
                                    error)) == NULL)
        return FALSE;
      xmlFreeDoc (part);
    }
  return TRUE;
}

/* The referee's part's choices put back in <action-cards>, the sealed parts taken out. */
static gboolean
open_action_record (xmlNode *cards, const char *blob, const Opening *opening,
                    guint64 generation, const char *source, GError **error)
{
  g_autofree char *context = ffb_xml_seal_context (opening->keyring, opening->place,
                                                   FFB_CAMPAIGN_SEALED_ACTION_CARDS,
                                                   FFB_READER_REFEREE, generation);
  xmlDoc *part = open_part_doc (opening->keyring, FFB_READER_REFEREE, context, blob, source);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();

  if (part == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, cards, _("the sealed record of the "
                           "action deck does not open with the referee's key: the file was "
                           "altered."));
      return FALSE;
    }
  ffb_xml_foreach_child (cards, "sealed", node)
    g_ptr_array_add (sides, node);
  for (guint i = 0; i < sides->len; i++)
    {
      xmlUnlinkNode (g_ptr_array_index (sides, i));
      xmlFreeNode (g_ptr_array_index (sides, i));
    }
  /* The players' views are worked out again on the next save. */
  ffb_xml_foreach_child (xmlDocGetRootElement (part), "at", at)
    {
      xmlNode *element = ffb_xml_first_child (at, NULL);

      if (element != NULL && !is_named (element, "player-view"))
        xmlAddChild (cards, xmlDocCopyNode (element, cards->doc, 1));
    }
  xmlFreeDoc (part);
  xmlUnsetProp (cards, (const xmlChar *) "sealed");
  xmlUnsetProp (cards, (const xmlChar *) "generation");
  return TRUE;
}

/* The action deck's record: opened with the referee's key, its choices put back; without it,
 * kept aside whole, and the model has no action deck. Its generation and its sides' parts'
 * are checked either way, and each side's part whose key is unlocked must open. */
static gboolean
unseal_action_cards (xmlNode *root, const Opening *opening, GHashTable *kept,
                     const char *source, GError **error)
{
  xmlNode *cards = ffb_xml_first_child (root, "action-cards");
  g_autofree char *blob = cards != NULL ? ffb_xml_attr (cards, "sealed") : NULL;
  const char *what = _("the sealed record of the action deck");
  xmlNode *sealed[FFB_N_READERS];
  guint64 generation = 0;

  if (blob == NULL)
    return TRUE;
  if (!check_generation (opening, cards, what, G_MAXUINT64, &generation, source, error)
      || !find_action_parts (cards, opening, generation, sealed, source, error)
      || !check_action_parts (sealed, opening, generation, source, error))
    return FALSE;
  if (!ffb_keyring_is_unlocked (opening->keyring, FFB_READER_REFEREE))
    {
      keep_aside (cards, kept, FFB_CAMPAIGN_SEALED_ACTION_CARDS);
      return TRUE;
    }
  return open_action_record (cards, blob, opening, generation, source, error);
}

xmlDoc *
ffb_xml_open_action_part (xmlNode *cards, FfbSide side, const FfbKeyring *keyring,
                          const char *source, GError **error)
{
  Opening opening = { keyring, FFB_SEAL_PLACE_CAMPAIGN };
  FfbReader reader = ffb_reader_for_side (side);
  xmlNode *sealed[FFB_N_READERS];
  guint64 generation = 0;

  g_return_val_if_fail (cards != NULL && keyring != NULL, NULL);

  if (!check_generation (&opening, cards, _("the sealed record of the action deck"),
                         G_MAXUINT64, &generation, source, error)
      || !find_action_parts (cards, &opening, generation, sealed, source, error))
    return NULL;
  if (sealed[reader] == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s: the action deck's record holds "
                     "no part of the %s player's: the file was sealed before the players' "
                     "parts were written (the referee's next save writes them), or it was "
                     "taken out."), source, ffb_side_display_name (side));
      return NULL;
    }
  return open_action_part (sealed[reader], reader, &opening, generation, source, error);
}

gboolean
ffb_xml_unseal_battles (xmlNode *root, const FfbKeyring *keyring, FfbSealPlace place,
                        GHashTable *kept, const char *source, GError **error)
{
  Opening opening = { keyring, place };

  g_return_val_if_fail (root != NULL && keyring != NULL && kept != NULL, FALSE);

  if (!unseal_campaign_dice (root, &opening, kept, source, error)
      || !unseal_action_cards (root, &opening, kept, source, error))
    return FALSE;

  ffb_xml_foreach_child (root, "battle", battle)
    if (!unseal_battle (battle, &opening, kept, source, error))
      return FALSE;
  return TRUE;
}

/* The first line of `lines` that `other` lacks, or NULL. */
static char *
first_missing (const char *lines, const char *other)
{
  g_auto(GStrv) split = g_strsplit (lines, "\n", -1);
  g_auto(GStrv) others = g_strsplit (other, "\n", -1);

  for (guint i = 0; split[i] != NULL; i++)
    if (split[i][0] != '\0' && !g_strv_contains ((const char *const *) others, split[i]))
      return g_strdup (split[i]);
  return NULL;
}

/* A name of the record as the messages say it: a battle's id, or the action deck's part. */
static char *
record_words (const char *name)
{
  for (int r = FFB_READER_UNION; r < FFB_N_READERS; r++)
    if (g_str_equal (name, ffb_xml_action_cards_part_name ((FfbReader) r)))
      return action_part_words ((FfbReader) r);
  return g_strdup (name);
}

static gboolean
refuse_record (xmlNode *node, const char *record_name, gboolean taken_out, guint64 generation,
               const char *source, GError **error)
{
  g_autofree char *name = record_name != NULL ? record_words (record_name) : NULL;

  if (name == NULL)
    ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("the keyring's record of "
                         "what this file seals does not open with the referee's key: it was "
                         "taken out, changed, or copied in from another copy of the file."));
  else if (taken_out)
    ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("“%s” was sealed at the "
                         "file's last save (generation %llu), but its sealed parts are not in "
                         "the file: they were taken out, and the file is refused."), name,
                       (unsigned long long) generation);
  else
    ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("“%s” holds sealed parts "
                         "that the file's last save (generation %llu) did not write: they were "
                         "copied in from another copy of the file, and are refused."), name,
                       (unsigned long long) generation);
  return FALSE;
}

gboolean
ffb_xml_check_sealed_record (xmlNode *root, const FfbKeyring *keyring, const char *names,
                             const char *source, GError **error)
{
  xmlNode *node = ffb_xml_first_child (root, "keyring");
  g_autofree char *context = NULL, *missing = NULL, *extra = NULL;
  gsize length = 0;
  char *record;

  g_return_val_if_fail (root != NULL && keyring != NULL && names != NULL, FALSE);

  if (node == NULL || keyring->generation == 0
      || !ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE))
    return TRUE;
  context = ffb_xml_seal_context (keyring, FFB_SEAL_PLACE_CAMPAIGN, RECORD_NAME,
                                  FFB_READER_REFEREE, keyring->generation);
  record = keyring->record == NULL ? NULL
           : ffb_keyring_open (keyring, FFB_READER_REFEREE, context, keyring->record, &length,
                               NULL);
  if (record == NULL)
    return refuse_record (node, NULL, FALSE, keyring->generation, source, error);
  missing = first_missing (record, names);
  extra = first_missing (names, record);
  ffb_seal_plain_free ((guint8 *) record);
  if (missing != NULL)
    return refuse_record (node, missing, TRUE, keyring->generation, source, error);
  if (extra != NULL)
    return refuse_record (node, extra, FALSE, keyring->generation, source, error);
  return TRUE;
}

void
ffb_xml_write_kept (xmlNode *battle_node, const char *kept_xml)
{
  g_autoptr(xmlDoc) doc = ffb_xml_doc_parse (kept_xml, strlen (kept_xml), "kept", NULL);

  if (doc == NULL)
    {
      g_critical ("the sealed parts kept for a battle do not parse");
      return;
    }
  ffb_xml_foreach_child (xmlDocGetRootElement (doc), NULL, child)
    xmlAddChild (battle_node, xmlDocCopyNode (child, battle_node->doc, 1));
}
