/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-oob.c: reading and writing a battle's stored order of battle. */
#include "ffb-xml-oob.h"

#include <glib/gi18n-lib.h>

#include "ffb-oob-fitness.h"
#include "ffb-organize.h"
#include "ffb-xml-doc.h"
#include "ffb-text.h"

typedef struct
{
  FfbCampaign *campaign;
  const FfbBattle *battle;
  FfbOob *oob;
  const char *source;
  GHashTable *ids; /* unit ids seen, each once */
} OobReader;

static gboolean read_unit (OobReader *reader, xmlNode *node, FfbUnit *parent, GError **error);

static gboolean
unit_kind_of (xmlNode *node, FfbUnitKind *kind)
{
  for (int k = FFB_UNIT_ARMY; k <= FFB_UNIT_BATTERY; k++)
    if (g_str_equal ((const char *) node->name, ffb_unit_kind_to_string (k)))
      {
        *kind = k;
        return TRUE;
      }
  return FALSE;
}

static gboolean
read_rating (OobReader *reader, xmlNode *node, FfbRating fallback, FfbRating *out,
             GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "rating");

  if (word == NULL)
    *out = fallback;
  else if (!ffb_rating_from_string (word, out))
    {
      g_autofree char *shown = ffb_text_quote_untrusted (word);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("rating=\"%s\" must be sealed, average, excellent or poltroon."), shown);
      return FALSE;
    }
  return TRUE;
}

/* A command's leader stands for a CW counter of this side, or is generated (R4D). */
static gboolean
read_leader (OobReader *reader, xmlNode *node, FfbUnit *unit, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "leader");
  FfbLeader *leader;

  if (id == NULL)
    return read_rating (reader, node, FFB_RATING_AVERAGE, &unit->rating, error);
  leader = ffb_campaign_find_leader (reader->campaign, id);
  if (leader == NULL || leader->side != reader->oob->side)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (id);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("the %s OOB names leader “%s”, who is not a %s leader of the "
                           "campaign."), ffb_side_display_name (reader->oob->side), shown,
                         ffb_side_display_name (reader->oob->side));
      return FALSE;
    }
  unit->leader_id = g_steal_pointer (&id);
  unit->leader_name = g_strdup (leader->name);
  unit->leader_stars = leader->stars;
  return read_rating (reader, node, FFB_RATING_SEALED, &unit->rating, error);
}

/* The group's note as it was when organized (ffb-oob.h), held to the group's limit. */
static gboolean
read_weapons (OobReader *reader, xmlNode *node, FfbUnit *brigade, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, "weapons");
  g_autofree char *weapons = ffb_weapons_note_clean (text);
  glong length = weapons != NULL ? g_utf8_strlen (weapons, -1) : 0;

  if (length > FFB_MAX_WEAPONS)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (weapons);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("weapons=\"%s\" on <brigade> has %ld characters; a weapons note has "
                           "at most %d."), shown, length, FFB_MAX_WEAPONS);
      return FALSE;
    }
  brigade->weapons = g_steal_pointer (&weapons);
  return TRUE;
}

static gboolean
read_brigade (OobReader *reader, xmlNode *node, FfbUnit *brigade, GError **error)
{
  g_autofree char *experience = ffb_xml_attr (node, "experience");
  g_autofree char *group_id = ffb_xml_attr (node, "sp-group");
  FfbSpGroup *group = group_id ? ffb_campaign_find_sp_group (reader->campaign, group_id) : NULL;

  if (!ffb_xml_attr_int (node, "stands", TRUE, 0, 1, 10000, &brigade->stands, reader->source,
                         error)
      || !ffb_xml_attr_bool (node, "cavalry", FALSE, &brigade->cavalry, reader->source, error)
      || !ffb_xml_attr_bool (node, "starts-worn", FALSE, &brigade->starts_worn, reader->source,
                             error)
      || !read_rating (reader, node, FFB_RATING_SEALED, &brigade->rating, error))
    return FALSE;
  if (!ffb_experience_from_string (experience, &brigade->experience))
    {
      g_autofree char *shown = ffb_text_quote_untrusted (experience);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("experience=\"%s\" must be green, veteran or crack."), shown);
      return FALSE;
    }
  if (group == NULL || group->side != reader->oob->side)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (group_id);
      g_autofree char *brigade_id = ffb_text_quote_untrusted (brigade->id);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("brigade “%s” comes from SP group “%s”, which the %s side does not "
                           "hold."), brigade_id, shown, ffb_side_display_name (reader->oob->side));
      return FALSE;
    }
  brigade->sp_group_id = g_steal_pointer (&group_id);
  return read_weapons (reader, node, brigade, error);
}

static FfbUnit *
new_unit_from (OobReader *reader, xmlNode *node, FfbUnitKind kind, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  g_autofree char *name = ffb_xml_attr (node, "name");

  if (id == NULL || *id == '\0' || g_hash_table_contains (reader->ids, id))
    {
      g_autofree char *shown = ffb_text_quote_untrusted (id);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         id && *id ? _("every unit of an OOB needs an id of its own; “%s” is "
                                       "used twice.")
                                   : _("every unit of an OOB needs an id of its own; “%s” is "
                                       "missing."), shown);
      return NULL;
    }
  g_hash_table_add (reader->ids, g_strdup (id));
  return ffb_unit_new (kind, id, name != NULL ? name : id);
}

static gboolean
read_unit_fields (OobReader *reader, xmlNode *node, FfbUnit *unit, GError **error)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    return read_brigade (reader, node, unit, error);
  if (unit->kind == FFB_UNIT_BATTERY)
    return ffb_xml_attr_bool (node, "horse", FALSE, &unit->horse, reader->source, error);
  if (!read_leader (reader, node, unit, error))
    return FALSE;
  ffb_xml_foreach_child (node, NULL, child)
    if (!read_unit (reader, child, unit, error))
      return FALSE;
  return TRUE;
}

static gboolean
read_unit (OobReader *reader, xmlNode *node, FfbUnit *parent, GError **error)
{
  FfbUnitKind kind;
  FfbUnit *unit;

  /* The schema fixes what may nest in what; an army only at the top. */
  if (!unit_kind_of (node, &kind) || kind == FFB_UNIT_ARMY)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, reader->source, node,
                         _("<%s> cannot stand inside <%s>."), (const char *) node->name,
                         ffb_unit_kind_to_string (parent->kind));
      return FALSE;
    }
  unit = new_unit_from (reader, node, kind, error);
  if (unit == NULL)
    return FALSE;
  ffb_unit_append (parent, unit);
  return read_unit_fields (reader, node, unit, error);
}

static gboolean
read_side (OobReader *reader, xmlNode *node, FfbSide *side, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "side");

  if (ffb_side_from_string (word, side))
    return TRUE;
  {
    g_autofree char *shown = ffb_text_quote_untrusted (word);
    ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                       _("side=\"%s\" on <oob> must be union or confederate."), shown);
  }
  return FALSE;
}

/* R11: what the army leader brings; R4B-R4F and R4A findings are worked out, not stored. */
static void
finish_oob (OobReader *reader)
{
  FfbOob *oob = reader->oob;
  FfbLeader *leader = oob->army->leader_id
                        ? ffb_campaign_find_leader (reader->campaign, oob->army->leader_id)
                        : NULL;

  if (leader != NULL)
    {
      oob->army_radius = ffb_rules_army_radius (reader->campaign->rules, leader->army_command);
      oob->rerolls = leader->army_command;
    }
  ffb_oob_check_battle (oob, reader->campaign, reader->battle);
}

FfbOob *
ffb_xml_read_oob (xmlNode *node, FfbCampaign *campaign, const FfbBattle *battle,
                  const char *source, GError **error)
{
  OobReader reader = { campaign, battle, NULL, source, NULL };
  xmlNode *army = ffb_xml_first_child (node, "army");
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  FfbSide side;

  g_return_val_if_fail (node != NULL && campaign != NULL && battle != NULL, NULL);
  if (!read_side (&reader, node, &side, error))
    return NULL;
  reader.ids = ids;
  reader.oob = ffb_oob_new (side, battle->stands_per_sp, battle->batteries_per_sp);
  if (army == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, node, _("<oob> needs its <army>."));
      g_clear_pointer (&reader.oob, ffb_oob_unref);
      return NULL;
    }
  g_hash_table_add (ids, g_strdup (reader.oob->army->id));
  {
    g_autofree char *name = ffb_xml_attr (army, "name");
    if (name != NULL)
      {
        g_free (reader.oob->army->name);
        reader.oob->army->name = g_steal_pointer (&name);
      }
  }
  if (!read_unit_fields (&reader, army, reader.oob->army, error))
    {
      g_clear_pointer (&reader.oob, ffb_oob_unref);
      return NULL;
    }
  finish_oob (&reader);
  return reader.oob;
}

/* ---- Writing --------------------------------------------------------------------- */

/* The one writer of an OOB's units, for both of its forms: the campaign file's (`export`
 * NULL), what was organized and ffb_xml_read_oob reads back; and the export's, which adds what
 * the rules work out of it for other tools (data/schema/export.rng), in the words of the
 * battle's tactical rules when it has them (Q1, Q4). */
typedef struct
{
  const FfbRules *rules;
  const FfbTactics *tactics; /* NULL: FF's */
} OobExport;

static void write_unit (xmlNode *parent, const FfbUnit *unit, const OobExport *export);

static void
write_battery (xmlNode *node, const FfbUnit *unit, const OobExport *export)
{
  ffb_xml_set_bool (node, "horse", unit->horse);
  /* Q2, Q4: a quick battle's gun and its hits. */
  if (export != NULL && export->tactics != NULL)
    {
      ffb_xml_set_int (node, "hits", export->tactics->gun_hits);
      ffb_xml_set_int (node, "shaken-at-hits", export->tactics->gun_shaken_hits);
      ffb_xml_set_bool (node, "fresh", TRUE);
    }
}

/* The brigade's attributes after its starts-worn or Shaken count: its group and weapons
 * note. The campaign file writes an empty note not at all and keeps the rating. */
static void
write_brigade_group (xmlNode *node, const FfbUnit *unit, const OobExport *export)
{
  ffb_xml_set_text (node, "sp-group", unit->sp_group_id);
  if (export == NULL)
    ffb_xml_set_text (node, "rating", ffb_rating_to_string (unit->rating));
  if (unit->weapons != NULL && (export != NULL || unit->weapons[0] != '\0'))
    ffb_xml_set_text (node, "weapons", unit->weapons);
}

static void
write_brigade (xmlNode *node, const FfbUnit *unit, const OobExport *export)
{
  const FfbTactics *tactics = export != NULL ? export->tactics : NULL;

  ffb_xml_set_int (node, "stands", unit->stands);
  /* Q2, Q4: a quick battle's brigade in its rules' words: the seed's experience (elite for
   * the campaign's crack), the stands it has left when Shaken, Fresh; no FF label. */
  ffb_xml_set_text (node, "experience",
                    tactics != NULL && unit->experience == FFB_EXPERIENCE_CRACK
                      ? "elite" : ffb_experience_to_string (unit->experience));
  ffb_xml_set_bool (node, "cavalry", unit->cavalry);
  if (tactics != NULL)
    {
      ffb_xml_set_int (node, "shaken-at", ffb_tactics_shaken_at (tactics, unit->stands));
      ffb_xml_set_bool (node, "fresh", TRUE);
    }
  else
    ffb_xml_set_bool (node, "starts-worn", unit->starts_worn);
  if (export != NULL && tactics == NULL)
    {
      g_autofree char *label = ffb_rules_brigade_label (export->rules, unit->experience,
                                                        unit->stands, unit->starts_worn);
      ffb_xml_set_text (node, "label", label);
    }
  write_brigade_group (node, unit, export);
}

/* The export's leader: his name and stars from the campaign's leaders, or one the rules
 * generate (R4D). */
static void
write_export_leader (xmlNode *node, const FfbUnit *unit)
{
  if (unit->leader_id != NULL)
    {
      ffb_xml_set_text (node, "leader", unit->leader_id);
      ffb_xml_set_text (node, "leader-name", unit->leader_name);
      ffb_xml_set_int (node, "stars", unit->leader_stars);
    }
  else if (unit->kind != FFB_UNIT_ARMY)
    ffb_xml_set_bool (node, "generated", TRUE);
}

/* An empty command keeps its start and end tags on lines of their own, as the export has
 * always written it (tests/files/export/), not as <division/>: the indented whitespace
 * between them is its only content. */
static void
keep_open_when_empty (xmlNode *node)
{
  int depth = 0;
  g_autofree char *blank = NULL;

  for (xmlNode *up = node->parent; up != NULL && up->type == XML_ELEMENT_NODE; up = up->parent)
    depth++;
  blank = g_strdup_printf ("\n%*s", depth * 2, "");
  xmlNodeAddContent (node, (const xmlChar *) blank);
}

static void
write_command (xmlNode *node, const FfbUnit *unit, const OobExport *export)
{
  if (export == NULL && unit->leader_id != NULL)
    ffb_xml_set_text (node, "leader", unit->leader_id);
  if (export != NULL)
    write_export_leader (node, unit);
  ffb_xml_set_text (node, "rating", ffb_rating_to_string (unit->rating));
  if (export != NULL)
    {
      ffb_xml_set_int (node, "stands", ffb_unit_count_stands (unit));
      ffb_xml_set_int (node, export->tactics != NULL ? "guns" : "batteries",
                       ffb_unit_count_batteries (unit));
      if (unit->children->len == 0)
        keep_open_when_empty (node);
    }
  for (guint i = 0; i < unit->children->len; i++)
    write_unit (node, g_ptr_array_index (unit->children, i), export);
}

static void
write_unit (xmlNode *parent, const FfbUnit *unit, const OobExport *export)
{
  gboolean gun = unit->kind == FFB_UNIT_BATTERY && export != NULL && export->tactics != NULL;
  xmlNode *node = ffb_xml_add_element (parent,
                                       gun ? "gun" : ffb_unit_kind_to_string (unit->kind));

  ffb_xml_set_text (node, "id", unit->id);
  ffb_xml_set_text (node, "name", unit->name);
  if (unit->kind == FFB_UNIT_BATTERY)
    write_battery (node, unit, export);
  else if (unit->kind == FFB_UNIT_BRIGADE)
    write_brigade (node, unit, export);
  else
    write_command (node, unit, export);
}

void
ffb_xml_write_oob (xmlNode *parent, const FfbOob *oob)
{
  xmlNode *node;

  g_return_if_fail (parent != NULL && oob != NULL);
  node = ffb_xml_add_element (parent, "oob");
  ffb_xml_set_text (node, "side", ffb_side_to_string (oob->side));
  write_unit (node, oob->army, NULL);
}

void
ffb_xml_write_oob_export (xmlNode *parent, const FfbOob *oob, const FfbRules *rules,
                          const FfbTactics *tactics)
{
  OobExport export = { rules, tactics };
  xmlNode *node;

  g_return_if_fail (parent != NULL && oob != NULL && rules != NULL);
  node = ffb_xml_add_element (parent, "oob");
  ffb_xml_set_text (node, "side", ffb_side_to_string (oob->side));
  /* Q1: the quick rules have no army leader, so no R11 radius or re-rolls. */
  if (tactics == NULL)
    {
      ffb_xml_set_int (node, "army-radius", oob->army_radius);
      ffb_xml_set_int (node, "rerolls", oob->rerolls);
    }
  write_unit (node, oob->army, &export);
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      g_autofree char *message = ffb_xml_safe_text (finding->message);
      xmlNode *said = xmlNewTextChild (node, NULL, (const xmlChar *) "finding",
                                       (const xmlChar *) message);

      ffb_xml_set_text (said, "rule", finding->rule);
      ffb_xml_set_text (said, "unit", finding->unit_id);
    }
}
