/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml.c: reading and writing campaign files (*.ffbridge).
 *
 * Loading goes in steps, each refusing what the next must not see: the bytes (size), the
 * XML (well-formed, no DTD), the root and format version (so that an old or foreign file gets
 * a clear sentence rather than a schema complaint), the RelaxNG schema, and finally the
 * meaning (ffb_campaign_check_located). The campaign is built aside and handed over only when
 * every step passed, so nothing is ever half-loaded. */
#include "ffb-xml.h"

#include <string.h>
#include <gio/gio.h>
#include <libxml/tree.h>
#include <glib/gi18n-lib.h>
#include "ffb-action-play.h"
#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-file-save.h"
#include "ffb-limits.h"
#include "ffb-neutral.h"
#include "ffb-reader-view.h"
#include "ffb-passphrase.h"
#include "ffb-resources.h"
#include "ffb-xml-rating-map.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-oob.h"
#include "ffb-xml-neutral.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-action-view.h"
#include "ffb-xml-cards.h"
#include "ffb-xml-history.h"
#include "ffb-xml-draft.h"
#include "ffb-xml-chain.h"
#include "ffb-xml-seal.h"
#include "ffb-xml-rules.h"
#include "ffb-xml-tactics.h"
#include "ffb-text.h"

/* A real campaign is a few hundred kilobytes; a file far larger is not one, and reading it
 * would only let a hostile file eat the referee's memory (ffb-limits.h). */
#define MAX_FILE_SIZE FFB_LIMIT_FILE_BYTES

typedef struct
{
  const char *source;
  FfbCampaign *campaign;
  GHashTable *lines; /* model object -> line of the element it was read from */
  /* R9A: carried stands of a file written before carried fractions, by side and experience;
   * made fractions once the battles are read (read_old_carried). */
  int old_carried[FFB_N_SIDES][FFB_N_EXPERIENCES];
} Loader;

static gboolean
is_named (xmlNode *node, const char *name)
{
  return g_str_equal ((const char *) node->name, name);
}

static void
remember_line (Loader *loader, gconstpointer object, xmlNode *node)
{
  long line = ffb_xml_line (node);

  g_hash_table_insert (loader->lines, (gpointer) object,
                       GINT_TO_POINTER (line > 0 && line < G_MAXINT ? (int) line : 0));
}

static int
line_of (gconstpointer object, gpointer user_data)
{
  Loader *loader = user_data;

  return GPOINTER_TO_INT (g_hash_table_lookup (loader->lines, object));
}

static gboolean
set_unknown_word (Loader *loader, xmlNode *node, const char *attribute, const char *word,
                  const char *known_words, GError **error)
{
  g_autofree char *quoted = ffb_text_quote_untrusted (word);

  ffb_xml_set_error (error, FFB_ERROR_SCHEMA, loader->source, node,
                     _("%s=\"%s\" on <%s> must be one of: %s."), attribute, quoted,
                     (const char *) node->name, known_words);
  return FALSE;
}

/* One reader per vocabulary of ffb-enums.h (`n_words` words, from 0); `fallback` is used when
 * the attribute is absent (the schema has already said whether it may be). */
#define DEFINE_WORD_READER(prefix, Type, n_words)                                           \
  static gboolean read_##prefix##_word (Loader *loader, xmlNode *node,                       \
                                        const char *attribute, const char *fallback,        \
                                        Type *out, GError **error)                          \
  {                                                                                          \
    g_autofree char *word = ffb_xml_attr (node, attribute);                                  \
    g_autoptr(GString) known = g_string_new (NULL);                                          \
    if (word == NULL && fallback != NULL)                                                    \
      word = g_strdup (fallback);                                                            \
    if (word != NULL && ffb_##prefix##_from_string (word, out))                              \
      return TRUE;                                                                           \
    for (int i = 0; i < (n_words); i++)                                                      \
      g_string_append_printf (known, "%s%s", i > 0 ? ", " : "",                              \
                              ffb_##prefix##_to_string ((Type) i));                          \
    return set_unknown_word (loader, node, attribute, word, known->str, error);              \
  }

DEFINE_WORD_READER (side, FfbSide, FFB_N_SIDES)
DEFINE_WORD_READER (experience, FfbExperience, FFB_N_EXPERIENCES)
DEFINE_WORD_READER (months, FfbMonths, FFB_N_MONTHS)
DEFINE_WORD_READER (terrain, FfbTerrain, FFB_N_TERRAINS)
DEFINE_WORD_READER (river, FfbRiver, FFB_N_RIVERS)
DEFINE_WORD_READER (role, FfbRole, FFB_ROLE_ARMY + 1)
DEFINE_WORD_READER (leader_status, FfbLeaderStatus, FFB_LEADER_CAPTURED + 1)

/* The schema says which attributes are required, so here an absent one takes `fallback`. */
static gboolean
read_int (Loader *loader, xmlNode *node, const char *attribute, int fallback, int min, int max,
          int *out, GError **error)
{
  return ffb_xml_attr_int (node, attribute, FALSE, fallback, min, max, out, loader->source,
                           error);
}

static gboolean
read_bool (Loader *loader, xmlNode *node, const char *attribute, gboolean *out, GError **error)
{
  return ffb_xml_attr_bool (node, attribute, FALSE, out, loader->source, error);
}

/* Replaces *field with the attribute's value when it is present. */
static void
read_text (xmlNode *node, const char *attribute, char **field)
{
  char *value = ffb_xml_attr (node, attribute);

  if (value == NULL)
    return;
  g_free (*field);
  *field = value;
}

static gboolean
read_leader_ratings (Loader *loader, xmlNode *node, FfbLeader *leader, GError **error)
{
  return read_int (loader, node, "stars", 1, 1, 4, &leader->stars, error)
         && read_int (loader, node, "initiative", 1, 1, 4, &leader->initiative, error)
         && read_int (loader, node, "tactical", 0, -2, 2, &leader->tactical, error)
         && read_int (loader, node, "army-command", 0, -3, 3, &leader->army_command, error)
         && read_bool (loader, node, "cavalry", &leader->cavalry, error)
         && read_leader_status_word (loader, node, "status", "active", &leader->status, error);
}

/* L1: `<counter stars="2" initiative="3" tactical="1" army-command="0"/>`, one for each of
 * the leader's other ranks; a file without them knows only the counter in play. */
static gboolean
read_other_counters (Loader *loader, xmlNode *node, FfbLeader *leader, GError **error)
{
  ffb_xml_foreach_child (node, "counter", child)
    {
      FfbLeaderCounter counter = { 0 };
      FfbLeaderCounter known;

      if (!read_int (loader, child, "stars", 1, 1, 4, &counter.stars, error)
          || !read_int (loader, child, "initiative", 1, 1, 4, &counter.initiative, error)
          || !read_int (loader, child, "tactical", 0, -2, 2, &counter.tactical, error)
          || !read_int (loader, child, "army-command", 0, -3, 3, &counter.army_command, error))
        return FALSE;
      if (ffb_leader_get_counter (leader, counter.stars, &known))
        {
          ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, child, _("the leader "
                               "\"%s\" has a second %d-star counter; he has one counter per rank, "
                               "the one of his rank being his own ratings (L1)."), leader->id,
                             counter.stars);
          return FALSE;
        }
      ffb_leader_set_counter (leader, &counter);
    }
  return TRUE;
}

static gboolean
set_duplicate_id (Loader *loader, xmlNode *node, const char *id, GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node,
                     _("the id \"%s\" is used twice; each leader and SP group needs an id of its "
                       "own."), id);
  return FALSE;
}

static gboolean
read_leader (Loader *loader, xmlNode *node, FfbSide side, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  g_autofree char *name = ffb_xml_attr (node, "name");
  FfbLeader *leader = ffb_leader_new (id != NULL ? id : "", name, side, 1);

  if (!read_leader_ratings (loader, node, leader, error)
      || !read_other_counters (loader, node, leader, error))
    {
      ffb_leader_free (leader);
      return FALSE;
    }
  if (!ffb_campaign_add_leader (loader->campaign, leader))
    {
      ffb_leader_free (leader);
      return set_duplicate_id (loader, node, id, error);
    }
  remember_line (loader, leader, node);
  return TRUE;
}

static gboolean
read_sp_group (Loader *loader, xmlNode *node, FfbSide side, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  g_autofree char *weapons = ffb_xml_attr (node, "weapons");
  FfbSpGroup *group = ffb_sp_group_new (id != NULL ? id : "", side, FFB_EXPERIENCE_GREEN, 0);

  read_text (node, "name", &group->name);
  group->commander = ffb_xml_attr (node, "commander");
  /* Its length is a question of meaning, asked with the rest (ffb_campaign_check_located). */
  group->weapons = ffb_weapons_note_clean (weapons);
  if (!read_experience_word (loader, node, "experience", NULL, &group->experience, error)
      || !read_int (loader, node, "count", 0, 0, FFB_MAX_SP, &group->count, error))
    {
      ffb_sp_group_free (group);
      return FALSE;
    }
  if (!ffb_campaign_add_sp_group (loader->campaign, group))
    {
      ffb_sp_group_free (group);
      return set_duplicate_id (loader, node, id, error);
    }
  remember_line (loader, group, node);
  return TRUE;
}

/* R9A: one carried loss, an exact fraction of an SP, named `name` on `node` (`veteran="1/2"` on
 * <carried>, or `carried-veteran-sp="1/2"` on the side in a file of format 1 or 2); `given`
 * says whether the loss was already given in another form. */
static gboolean
read_carried_fraction (Loader *loader, xmlNode *node, const char *name, FfbSide side,
                       FfbExperience e, gboolean given, GError **error)
{
  g_autofree char *value = ffb_xml_attr (node, name);
  g_autofree char *quoted = NULL;
  g_autofree char *shown = NULL;

  if (value == NULL)
    return TRUE;
  quoted = ffb_text_quote_untrusted (value);
  shown = is_named (node, "carried") ? g_strdup_printf ("<carried %s>", name) : g_strdup (name);
  if (given)
    ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node, _("the %s side gives "
                         "its carried %s loss twice; keep %s only (R9A)."),
                       ffb_side_display_name (side), ffb_experience_to_string (e), shown);
  else if (!ffb_fraction_parse (value, FFB_MAX_SP, &loader->campaign->carried[side][e]))
    ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node, _("%s=\"%s\" must be "
                         "a fraction of an SP such as 1/2 (a whole number, or two joined by "
                         "/), at most %d SP and with a denominator from 1 to %d (R9A)."), name,
                       quoted, FFB_MAX_SP, FFB_FRACTION_MAX_DENOMINATOR);
  else
    return TRUE;
  return FALSE;
}

/* R9A: what a side carries, as the side's first child since format 3:
 * `<carried veteran="1/2"/>`. A side gives it as attributes in a file of format 1 or 2,
 * `carried-veteran-sp="1/2"`, or before fractions `carried-veteran="10"` (stands, kept aside
 * until the battles are read). An element rather than attributes because libxml2 compiles a
 * side's content to its automaton only when the side has no optional attribute: with them it
 * explores its states once per child, and a large campaign's load grows with the square of
 * its sides' leaders and groups (issue 34). */
static gboolean
read_carried (Loader *loader, xmlNode *node, FfbSide side, GError **error)
{
  xmlNode *carried = NULL;

  ffb_xml_foreach_child (node, "carried", child)
    carried = child;
  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    {
      const char *word = ffb_experience_to_string (e);
      g_autofree char *old_name = g_strconcat ("carried-", word, NULL);
      g_autofree char *name = g_strconcat ("carried-", word, "-sp", NULL);
      g_autofree char *value = ffb_xml_attr (node, name);

      if (!read_int (loader, node, old_name, 0, 0, FFB_MAX_CARRIED_STANDS,
                     &loader->old_carried[side][e], error)
          || !read_carried_fraction (loader, node, name, side, e,
                                     loader->old_carried[side][e] != 0, error)
          || (carried != NULL
              && !read_carried_fraction (loader, carried, word, side, e,
                                         value != NULL || loader->old_carried[side][e] != 0,
                                         error)))
        return FALSE;
    }
  return TRUE;
}

/* The ratio stands were carried at in a file written before fractions: that of the last
 * battle carried back (the one whose remainder it is), else the rule set's. */
static int
old_carried_ratio (FfbCampaign *campaign)
{
  for (guint i = campaign->battles->len; i-- > 0;)
    {
      const FfbBattle *battle = g_ptr_array_index (campaign->battles, i);

      if (battle->fought && battle->stands_per_sp > 0)
        return battle->stands_per_sp;
    }
  return MAX (campaign->rules->stands_per_sp, 1);
}

static void
read_old_carried (Loader *loader)
{
  int ratio = old_carried_ratio (loader->campaign);

  for (int s = 0; s < FFB_N_SIDES; s++)
    for (int e = 0; e < FFB_N_EXPERIENCES; e++)
      if (loader->old_carried[s][e] > 0)
        loader->campaign->carried[s][e] = ffb_fraction_of_stands (loader->old_carried[s][e],
                                                                  ratio);
}

static const char *
passphrase_owner (FfbReader reader)
{
  if (reader == FFB_READER_REFEREE)
    return "referee's";
  return ffb_side_display_name (reader == FFB_READER_UNION ? FFB_SIDE_UNION
                                                           : FFB_SIDE_CONFEDERATE);
}

/* Format 1 kept a PBKDF2 hash of each passphrase, cheap to guess: it is never checked again
 * but dropped, and the referee is told to choose the passphrases again. */
static gboolean
read_passphrase_hash (Loader *loader, xmlNode *node, const char *attribute, FfbReader reader,
                      GError **error)
{
  g_autofree char *hash = ffb_xml_attr (node, attribute);
  FfbKeyring *keyring = loader->campaign->keyring;

  if (hash == NULL)
    return TRUE;
  if (!ffb_passphrase_is_legacy_hash (hash))
    {
      if (reader == FFB_READER_REFEREE)
        ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node,
                           _("the referee's passphrase is not a hash this build can check; "
                             "remove the %s attribute and set it again in the app."), attribute);
      else
        /* Translators: the first %s is a side (Union, Confederate), the second an XML
         * attribute's name. */
        ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node,
                           _("the %s passphrase is not a hash this build can check; remove the "
                             "%s attribute and set it again in the app."),
                           passphrase_owner (reader), attribute);
      return FALSE;
    }
  g_free (keyring->note);
  keyring->note = g_strdup (_("The passphrases of this campaign were kept in an older, weaker "
                              "form and have been dropped: the referee chooses his passphrase "
                              "again, and each player his, so that its secrets are sealed."));
  return TRUE;
}

static gboolean
read_side (Loader *loader, xmlNode *node, GError **error)
{
  FfbSide side;

  if (!read_side_word (loader, node, "id", NULL, &side, error)
      || !read_carried (loader, node, side, error)
      || !read_passphrase_hash (loader, node, "passphrase", ffb_reader_for_side (side), error))
    return FALSE;
  ffb_xml_foreach_child (node, NULL, child)
    {
      gboolean ok = is_named (child, "carried") ? TRUE
                    : is_named (child, "leader") ? read_leader (loader, child, side, error)
                                                 : read_sp_group (loader, child, side, error);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_promotion (Loader *loader, xmlNode *node, FfbPromotion *promotion, GError **error)
{
  int last_turn = ffb_campaign_turn_number (FFB_LAST_YEAR, FFB_MONTHS_NOV_FEB);

  promotion->leader_id = ffb_xml_attr (node, "leader");
  return read_int (loader, node, "placed-turn", 1, 1, last_turn, &promotion->placed_turn, error)
         && read_bool (loader, node, "in-pool", &promotion->in_pool, error);
}

static gboolean
read_promotions (Loader *loader, xmlNode *node, GError **error)
{
  GArray *promotions = loader->campaign->promotions;
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();

  ffb_xml_foreach_child (node, "promotion", child)
    {
      FfbPromotion promotion = { NULL, 0, FALSE };
      gboolean ok = read_promotion (loader, child, &promotion, error);

      /* Appended even when unreadable, so that the array frees its leader id. */
      g_array_append_val (promotions, promotion);
      g_ptr_array_add (nodes, child);
      if (!ok)
        return FALSE;
    }
  /* Only now are the entries where they will stay: appending may move the array. */
  for (guint i = 0; i < nodes->len; i++)
    remember_line (loader, &g_array_index (promotions, FfbPromotion, i),
                   g_ptr_array_index (nodes, i));
  return TRUE;
}

static gboolean
read_present_leader (Loader *loader, xmlNode *node, FfbBattle *battle, FfbSide side,
                     GError **error)
{
  g_autofree char *ref = ffb_xml_attr (node, "ref");
  FfbRole role;

  if (!read_role_word (loader, node, "role", "auto", &role, error))
    return FALSE;
  ffb_battle_add_leader (battle, side, ref != NULL ? ref : "", role);
  return TRUE;
}

static gboolean
read_present_sp (Loader *loader, xmlNode *node, FfbBattle *battle, FfbSide side,
                 GError **error)
{
  g_autofree char *group = ffb_xml_attr (node, "group");
  int count;

  if (!read_int (loader, node, "count", 0, 0, FFB_MAX_SP, &count, error))
    return FALSE;
  ffb_battle_add_sp (battle, side, group != NULL ? group : "", count);
  return TRUE;
}

/* Pairs each entry of the force with its element once the force is complete. */
static void
remember_force_lines (Loader *loader, FfbBattleSide *force, GPtrArray *leader_nodes,
                      GPtrArray *sp_nodes)
{
  for (guint i = 0; i < leader_nodes->len; i++)
    remember_line (loader, &g_array_index (force->leaders, FfbPresentLeader, i),
                   g_ptr_array_index (leader_nodes, i));
  for (guint i = 0; i < sp_nodes->len; i++)
    remember_line (loader, &g_array_index (force->sps, FfbPresentSp, i),
                   g_ptr_array_index (sp_nodes, i));
}

static gboolean
read_force (Loader *loader, xmlNode *node, FfbBattle *battle, GError **error)
{
  g_autoptr(GPtrArray) leader_nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) sp_nodes = g_ptr_array_new ();
  FfbSide side;

  if (!read_side_word (loader, node, "side", NULL, &side, error)
      || !read_bool (loader, node, "demoralized", &battle->sides[side].demoralized, error))
    return FALSE;
  ffb_xml_foreach_child (node, NULL, child)
    {
      gboolean is_leader = is_named (child, "leader");

      if (is_leader ? !read_present_leader (loader, child, battle, side, error)
                    : !read_present_sp (loader, child, battle, side, error))
        return FALSE;
      g_ptr_array_add (is_leader ? leader_nodes : sp_nodes, child);
    }
  remember_force_lines (loader, &battle->sides[side], leader_nodes, sp_nodes);
  return TRUE;
}

/* RULES.md Q: the tactical rules a battle is fought with, by the id of a built-in set; a
 * battle that names none (every battle of an older file) is fought with Fire & Fury. */
static gboolean
read_tactics (Loader *loader, xmlNode *node, FfbBattle *battle, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "tactics");
  g_autoptr(FfbTactics) tactics = NULL;
  g_autoptr(GError) local = NULL;

  if (id == NULL || g_str_equal (id, FFB_TACTICS_FIRE_AND_FURY))
    return TRUE;
  tactics = ffb_tactics_new_built_in (id, &local);
  if (tactics == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node,
                         _("the battle “%s” is fought with tactical rules this build of "
                           "ffbridge does not hold: %s"), battle->id, local->message);
      return FALSE;
    }
  ffb_battle_set_tactics (battle, tactics);
  return TRUE;
}

static gboolean
read_battle_setup (Loader *loader, xmlNode *node, FfbBattle *battle, GError **error)
{
  read_text (node, "name", &battle->name);
  read_text (node, "hex", &battle->hex);
  return read_int (loader, node, "year", FFB_FIRST_YEAR, FFB_FIRST_YEAR, FFB_LAST_YEAR,
                   &battle->year, error)
         && read_months_word (loader, node, "months", NULL, &battle->months, error)
         && read_terrain_word (loader, node, "terrain", NULL, &battle->terrain, error)
         && read_river_word (loader, node, "river", "none", &battle->river, error)
         && read_side_word (loader, node, "attacker", NULL, &battle->attacker, error)
         && read_int (loader, node, "stands-per-sp", battle->stands_per_sp, 1, 1000,
                      &battle->stands_per_sp, error)
         && read_int (loader, node, "batteries-per-sp", battle->batteries_per_sp, 0, 100,
                      &battle->batteries_per_sp, error)
         && read_tactics (loader, node, battle, error)
         && read_bool (loader, node, "fought", &battle->fought, error);
}

static gboolean
set_unknown_element (Loader *loader, xmlNode *node, GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_SCHEMA, loader->source, node,
                     _("this build of ffbridge does not know the element <%s>."),
                     (const char *) node->name);
  return FALSE;
}

/* A stored OOB (see ffb-xml-oob.h); at most one a side. */
static gboolean
read_battle_oob (Loader *loader, xmlNode *node, FfbBattle *battle, GError **error)
{
  g_autoptr(FfbOob) oob = ffb_xml_read_oob (node, loader->campaign, battle, loader->source,
                                            error);

  if (oob == NULL)
    return FALSE;
  if (battle->oob[oob->side] != NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node,
                         _("the battle “%s” has two %s OOBs."), battle->id,
                         ffb_side_display_name (oob->side));
      return FALSE;
    }
  ffb_battle_set_oob (battle, oob->side, oob);
  return TRUE;
}

static gboolean
read_battle (Loader *loader, xmlNode *node, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  FfbRules *rules = loader->campaign->rules;
  FfbBattle *battle;

  /* A battle's ratio is the rule set's unless the players agreed otherwise (R4A). */
  battle = ffb_battle_new (id != NULL ? id : "", rules->stands_per_sp, rules->batteries_per_sp);
  ffb_campaign_add_battle (loader->campaign, battle);
  remember_line (loader, battle, node);
  if (!read_battle_setup (loader, node, battle, error))
    return FALSE;
  ffb_xml_foreach_child (node, NULL, child)
    {
      /* The schema allows only what this build reads; anything else is a bug to report, not
       * data to drop. */
      if (is_named (child, "oob"))
        {
          if (!read_battle_oob (loader, child, battle, error))
            return FALSE;
          continue;
        }
      if (is_named (child, "neutral"))
        {
          if (!ffb_xml_read_neutral (child, loader->campaign, battle, loader->source, error))
            return FALSE;
          continue;
        }
      if (is_named (child, "draft-result"))
        {
          if (!ffb_xml_read_draft (child, battle, loader->source, error))
            return FALSE;
          continue;
        }
      if (!is_named (child, "force"))
        return set_unknown_element (loader, child, error);
      if (!read_force (loader, child, battle, error))
        return FALSE;
    }
  return TRUE;
}

static void
read_note (Loader *loader, xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);

  g_free (loader->campaign->note);
  loader->campaign->note = g_strdup (content != NULL ? (const char *) content : "");
  xmlFree (content);
}

/* The campaign's own dice (ffb-campaign-dice.h): the seed and the commitment shown for it,
 * which must agree. */
static gboolean
read_campaign_dice (Loader *loader, xmlNode *node, GError **error)
{
  g_autofree char *seed = ffb_xml_attr (node, "seed");
  g_autofree char *commitment = ffb_xml_attr (node, "commitment");
  g_autoptr(GError) local_error = NULL;

  if (!ffb_campaign_dice_set_seed (loader->campaign, seed, &local_error))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node,
                         _("the seed of the campaign's dice must be %d hexadecimal digits."),
                         2 * FFB_DICE_SEED_BYTES);
      return FALSE;
    }
  if (commitment == NULL
      || g_ascii_strcasecmp (commitment, loader->campaign->dice_commitment) != 0)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, loader->source, node,
                         _("the seed of the campaign's dice does not match its commitment "
                           "(SHA-256 of the seed is %.16s...): the file was altered."),
                         loader->campaign->dice_commitment);
      return FALSE;
    }
  return TRUE;
}

/* L3: the campaign's own mapping, checked as a library's is, its errors at its lines. */
static gboolean
read_rating_mapping (Loader *loader, xmlNode *node, GError **error)
{
  g_autofree FfbRatingMap *maps = g_new0 (FfbRatingMap, FFB_N_LIBRARY_RATINGS);
  g_autoptr(GError) local = NULL;
  int line = 0;

  if (!ffb_xml_read_rating_maps (node, maps, loader->source, error))
    return FALSE;
  if (!ffb_rating_maps_check (maps, &line, &local))
    {
      g_set_error (error, FFB_ERROR, local->code, "%s:%d: %s", loader->source,
                   line > 0 ? line : (int) ffb_xml_line (node), local->message);
      return FALSE;
    }
  g_free (loader->campaign->leader_ratings);
  loader->campaign->leader_ratings = g_steal_pointer (&maps);
  return TRUE;
}

static gboolean
read_campaign_child (Loader *loader, xmlNode *child, GError **error)
{
  if (is_named (child, "note"))
    read_note (loader, child);
  else if (is_named (child, "side"))
    return read_side (loader, child, error);
  else if (is_named (child, "promotions"))
    return read_promotions (loader, child, error);
  else if (is_named (child, "leader-ratings"))
    return read_rating_mapping (loader, child, error);
  else if (is_named (child, "battle"))
    return read_battle (loader, child, error);
  else if (is_named (child, "campaign-dice"))
    return read_campaign_dice (loader, child, error);
  else if (is_named (child, "action-cards"))
    return ffb_xml_read_action_cards (child, loader->campaign, loader->source, error);
  else if (is_named (child, "block-battle-under-way"))
    return ffb_xml_read_blocks_under_way (child, loader->campaign, loader->source, error);
  else if (is_named (child, "history"))
    return ffb_xml_read_history (child, loader->campaign, loader->source, error);
  /* The rule set is read first, to make the campaign; the keyring before the schema, to open
   * the sealed parts. */
  else if (!is_named (child, "rules") && !is_named (child, "keyring"))
    return set_unknown_element (loader, child, error);
  return TRUE;
}

static gboolean
read_campaign (Loader *loader, xmlNode *root, GError **error)
{
  FfbCampaign *campaign = loader->campaign;

  read_text (root, "name", &campaign->name);
  if (!read_int (loader, root, "year", FFB_FIRST_YEAR, FFB_FIRST_YEAR, FFB_LAST_YEAR,
                 &campaign->year, error)
      || !read_months_word (loader, root, "months", NULL, &campaign->months, error)
      || !read_passphrase_hash (loader, root, "referee-passphrase", FFB_READER_REFEREE, error))
    return FALSE;
  ffb_xml_foreach_child (root, NULL, child)
    {
      if (!read_campaign_child (loader, child, error))
        return FALSE;
    }
  read_old_carried (loader);
  return TRUE;
}

/* An embedded rule set goes to the rules loader as text of its own. The blank lines put in
 * front of it keep that loader's line numbers those of this file. */
static FfbRules *
read_embedded_rules (const char *source, xmlNode *rule_set, GError **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  xmlBuffer *buffer = xmlBufferCreate ();
  long line = ffb_xml_line (rule_set);

  if (buffer == NULL)
    g_error ("out of memory serializing a rule set");
  for (long i = 1; i < line; i++)
    g_string_append_c (text, '\n');
  xmlNodeDump (buffer, rule_set->doc, rule_set, 0, 0);
  g_string_append_len (text, (const char *) xmlBufferContent (buffer),
                       xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  return ffb_rules_load_xml (text->str, text->len, source, error);
}

/* The campaign is made around its rule set: a built-in one by name, or the embedded one. */
static FfbCampaign *
new_campaign_for_rules (const char *source, xmlNode *node, GError **error)
{
  g_autofree char *ref = ffb_xml_attr (node, "ref");
  xmlNode *rule_set = ffb_xml_first_child (node, "rule-set");
  g_autoptr(FfbRules) rules = NULL;

  if (ref != NULL && g_str_equal (ref, "default"))
    {
      rules = ffb_rules_new_default ();
      return ffb_campaign_new_with_rules (rules, "default");
    }
  if (ref != NULL || rule_set == NULL)
    {
      g_autofree char *quoted = ffb_text_quote_untrusted (ref);

      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("the campaign uses the rule set \"%s\", which is not built in; this "
                           "build knows only \"default\"."), quoted);
      return NULL;
    }
  rules = read_embedded_rules (source, rule_set, error);
  return rules != NULL ? ffb_campaign_new_with_rules (rules, NULL) : NULL;
}

static FfbCampaign *
build_campaign (xmlNode *root, const char *source, FfbKeyring *keyring, GHashTable *kept,
                GError **error)
{
  g_autoptr(GHashTable) lines = g_hash_table_new (NULL, NULL);
  g_autoptr(FfbCampaign) campaign = NULL;
  Loader loader;

  campaign = new_campaign_for_rules (source, ffb_xml_first_child (root, "rules"), error);
  if (campaign == NULL)
    return NULL;
  ffb_keyring_unref (campaign->keyring);
  campaign->keyring = ffb_keyring_ref (keyring);
  g_hash_table_unref (campaign->sealed_kept);
  campaign->sealed_kept = g_hash_table_ref (kept);
  loader = (Loader) { source, campaign, lines, { { 0 } } };
  remember_line (&loader, campaign, root);
  if (!read_campaign (&loader, root, error)
      || !ffb_campaign_check_located (campaign, source, line_of, &loader, error))
    return NULL;
  return g_steal_pointer (&campaign);
}

/* Said before the schema speaks, so that a foreign or newer file gets a plain sentence. */
static gboolean
check_root (xmlNode *root, const char *source, GError **error)
{
  g_autofree char *version = NULL;
  g_autofree char *quoted = NULL;

  if (root->ns != NULL || !is_named (root, "campaign"))
    {
      g_autofree char *name = ffb_text_quote_untrusted ((const char *) root->name);

      g_set_error (error, FFB_ERROR, FFB_ERROR_SCHEMA, _("%s: this is not an ffbridge campaign: "
                     "its root element is <%s>."), source, name);
      return FALSE;
    }
  version = ffb_xml_attr (root, "format-version");
  /* Format 1 had no sealed parts; it is sealed on its next save. */
  if (version != NULL && (g_str_equal (version, "1") || g_str_equal (version, "2")
                          || g_str_equal (version, "3")))
    return TRUE;
  if (version == NULL)
    g_set_error (error, FFB_ERROR, FFB_ERROR_VERSION, _("%s: the campaign does not say which "
                   "format version it is in; this build of ffbridge reads version %d."), source,
                 FFB_FORMAT_VERSION);
  else
    {
      quoted = ffb_text_quote_untrusted (version);
      g_set_error (error, FFB_ERROR, FFB_ERROR_VERSION, _("%s: the campaign is in format version "
                     "\"%s\", but this build of ffbridge reads versions 1 to %d only."), source,
                   quoted, FFB_FORMAT_VERSION);
    }
  return FALSE;
}

/* What opens the sealed parts: a passphrase for one reader, or the keys already unlocked in
 * a keyring of the same campaign (a campaign reloaded from memory). */
typedef struct
{
  FfbReader reader;
  const char *passphrase;
  const FfbKeyring *unlocked;
  FfbSealPlace place;        /* where the campaign sits: itself, or kept by a history */
} Keys;

static FfbKeyring *
open_keyring (xmlNode *root, const char *source, const Keys *keys, GError **error)
{
  g_autoptr(FfbKeyring) keyring = ffb_xml_read_keyring (root, source, error);

  if (keyring == NULL)
    return NULL;
  if (keys != NULL && keys->unlocked != NULL)
    ffb_keyring_adopt_keys (keyring, keys->unlocked);
  if (keys != NULL && keys->passphrase != NULL
      && ffb_keyring_has_passphrase (keyring, keys->reader)
      && !ffb_keyring_unlock (keyring, keys->reader, keys->passphrase, error))
    {
      g_prefix_error (error, "%s: ", source);
      return NULL;
    }
  return g_steal_pointer (&keyring);
}

/* `trusted` skips the schema: only for the built-in demo (ffb_xml_load_built_in_demo).
 * The sealed parts are opened before the schema sees the tree. */
static FfbCampaign *
load_document (const char *xml, gsize length, const char *source_name, gboolean trusted,
               const Keys *keys, GError **error)
{
  g_autoptr(xmlDoc) doc = ffb_xml_doc_parse (xml, length, source_name, error);
  g_autoptr(FfbKeyring) keyring = NULL;
  g_autoptr(GHashTable) kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *names = NULL;
  xmlNode *root;

  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (!check_root (root, source_name, error)
      || (keyring = open_keyring (root, source_name, keys, error)) == NULL
      || !ffb_xml_read_chain (root, keyring, source_name, error))
    return NULL;
  /* A file opened with a passphrase is checked against the referee's record of what it seals
   * (ffb-xml-seal.h); a campaign reloaded from memory was checked when it was opened. */
  if (keys != NULL && keys->passphrase != NULL && keys->place == FFB_SEAL_PLACE_CAMPAIGN)
    names = ffb_xml_sealed_names (root);
  if (!ffb_xml_unseal_battles (root, keyring,
                               keys != NULL ? keys->place : FFB_SEAL_PLACE_CAMPAIGN, kept,
                               source_name, error)
      || (names != NULL
          && !ffb_xml_check_sealed_record (root, keyring, names, source_name, error))
      || (!trusted
          && !ffb_xml_doc_validate (doc, FFB_RESOURCE_CAMPAIGN_SCHEMA, source_name, error)))
    return NULL;
  return build_campaign (root, source_name, keyring, kept, error);
}

/* Messages are one line: some of libxml2's run over two ("... indicate encoding !\nBytes:"). */
static void
flatten_message (GError *error)
{
  g_strdelimit (error->message, "\r\n", ' ');
}

static FfbCampaign *
load_xml (const char *xml, gsize length, const char *source_name, gboolean trusted,
          const Keys *keys, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  FfbCampaign *campaign;

  ffb_resources_ensure ();
  campaign = load_document (xml, length, source_name, trusted, keys, &local_error);
  if (campaign == NULL)
    {
      flatten_message (local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
    }
  return campaign;
}

FfbCampaign *
ffb_xml_load_campaign (const char *xml, gsize length, const char *source_name, GError **error)
{
  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_xml (xml, length, source_name, FALSE, NULL, error);
}

FfbCampaign *
ffb_xml_load_campaign_unlocked (const char *xml, gsize length, const char *source_name,
                                FfbReader reader, const char *passphrase, GError **error)
{
  Keys keys = { reader, passphrase, NULL, FFB_SEAL_PLACE_CAMPAIGN };

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_xml (xml, length, source_name, FALSE, &keys, error);
}

FfbCampaign *
ffb_xml_load_campaign_keyed (const char *xml, gsize length, const char *source_name,
                             const FfbKeyring *unlocked, GError **error)
{
  Keys keys = { FFB_READER_REFEREE, NULL, unlocked, FFB_SEAL_PLACE_CAMPAIGN };

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_xml (xml, length, source_name, FALSE, &keys, error);
}

FfbCampaign *
ffb_xml_load_campaign_kept (const char *xml, gsize length, const char *source_name,
                            const FfbKeyring *unlocked, GError **error)
{
  Keys keys = { FFB_READER_REFEREE, NULL, unlocked, FFB_SEAL_PLACE_HISTORY };

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_xml (xml, length, source_name, FALSE, &keys, error);
}

/* As for the built-in rule set, the schema is skipped for the demo built into the binary, and
 * for nothing else: the test suite validates the shipped file (/campaign/demo/schema-valid),
 * and every start of the app on the demo would otherwise compile the schema to check it
 * again. Its meaning is still checked. */
FfbCampaign *
ffb_xml_load_built_in_demo (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize size = 0;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ffb_resources_ensure ();
  bytes = g_resources_lookup_data (FFB_RESOURCE_DEMO, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  return load_xml (data, size, "demo.ffbridge", TRUE, NULL, error);
}

FfbCampaign *
ffb_xml_load_campaign_file_unlocked (const char *path, FfbReader reader, const char *passphrase,
                                 GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_xml_read_file (path, MAX_FILE_SIZE, _("a campaign"), &contents, &length, error))
    return NULL;
  return ffb_xml_load_campaign_unlocked (contents, length, path, reader, passphrase, error);
}

FfbCampaign *
ffb_xml_load_campaign_file (const char *path, GError **error)
{
  return ffb_xml_load_campaign_file_unlocked (path, FFB_READER_REFEREE, NULL, error);
}

/* Writing. The file is built as a tree and dumped pretty-printed; libxml2 escapes what it
 * must. */

static void
write_leader (xmlNode *parent, const FfbLeader *leader)
{
  xmlNode *node = ffb_xml_add_element (parent, "leader");

  ffb_xml_set_text (node, "id", leader->id);
  ffb_xml_set_text (node, "name", leader->name);
  ffb_xml_set_int (node, "stars", leader->stars);
  ffb_xml_set_int (node, "initiative", leader->initiative);
  ffb_xml_set_int (node, "tactical", leader->tactical);
  ffb_xml_set_int (node, "army-command", leader->army_command);
  ffb_xml_set_bool (node, "cavalry", leader->cavalry);
  ffb_xml_set_text (node, "status", ffb_leader_status_to_string (leader->status));
  for (guint i = 0; i < leader->other_counters->len; i++)
    {
      const FfbLeaderCounter *c = &g_array_index (leader->other_counters, FfbLeaderCounter, i);
      xmlNode *counter = ffb_xml_add_element (node, "counter");

      ffb_xml_set_int (counter, "stars", c->stars);
      ffb_xml_set_int (counter, "initiative", c->initiative);
      ffb_xml_set_int (counter, "tactical", c->tactical);
      ffb_xml_set_int (counter, "army-command", c->army_command);
    }
}

static void
write_sp_group (xmlNode *parent, const FfbSpGroup *group)
{
  xmlNode *node = ffb_xml_add_element (parent, "sp-group");

  ffb_xml_set_text (node, "id", group->id);
  ffb_xml_set_text (node, "name", group->name);
  ffb_xml_set_text (node, "experience", ffb_experience_to_string (group->experience));
  ffb_xml_set_int (node, "count", group->count);
  if (group->commander != NULL)
    ffb_xml_set_text (node, "commander", group->commander);
  if (group->weapons != NULL && group->weapons[0] != '\0')
    ffb_xml_set_text (node, "weapons", group->weapons);
}

/* R9A: what a side carries, when it carries anything (read_carried says why an element). */
static void
write_carried (xmlNode *side, const FfbFraction carried[FFB_N_EXPERIENCES])
{
  xmlNode *node = NULL;

  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    {
      g_autofree char *value = ffb_fraction_to_string (carried[e]);

      if (ffb_fraction_is_zero (carried[e]))
        continue;
      if (node == NULL)
        node = ffb_xml_add_element (side, "carried");
      ffb_xml_set_text (node, ffb_experience_to_string (e), value);
    }
}

/* A side's carried losses, its leaders, then its SP groups, each in campaign order. */
static void
write_side (xmlNode *root, FfbCampaign *campaign, FfbSide side)
{
  xmlNode *node = ffb_xml_add_element (root, "side");

  ffb_xml_set_text (node, "id", ffb_side_to_string (side));
  write_carried (node, campaign->carried[side]);
  for (guint i = 0; i < campaign->leaders->len; i++)
    {
      const FfbLeader *leader = g_ptr_array_index (campaign->leaders, i);

      if (leader->side == side)
        write_leader (node, leader);
    }
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      const FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);

      if (group->side == side)
        write_sp_group (node, group);
    }
}

static void
write_promotions (xmlNode *root, FfbCampaign *campaign)
{
  xmlNode *node = ffb_xml_add_element (root, "promotions");

  for (guint i = 0; i < campaign->promotions->len; i++)
    {
      const FfbPromotion *promotion = &g_array_index (campaign->promotions, FfbPromotion, i);
      xmlNode *child = ffb_xml_add_element (node, "promotion");

      ffb_xml_set_text (child, "leader", promotion->leader_id);
      ffb_xml_set_int (child, "placed-turn", promotion->placed_turn);
      ffb_xml_set_bool (child, "in-pool", promotion->in_pool);
    }
}

static void
write_force (xmlNode *parent, const FfbBattle *battle, FfbSide side)
{
  const FfbBattleSide *force = &battle->sides[side];
  xmlNode *node = ffb_xml_add_element (parent, "force");

  ffb_xml_set_text (node, "side", ffb_side_to_string (side));
  ffb_xml_set_bool (node, "demoralized", force->demoralized);
  for (guint i = 0; i < force->leaders->len; i++)
    {
      const FfbPresentLeader *present = &g_array_index (force->leaders, FfbPresentLeader, i);
      xmlNode *child = ffb_xml_add_element (node, "leader");

      ffb_xml_set_text (child, "ref", present->leader_id);
      ffb_xml_set_text (child, "role", ffb_role_to_string (present->role));
    }
  for (guint i = 0; i < force->sps->len; i++)
    {
      const FfbPresentSp *present = &g_array_index (force->sps, FfbPresentSp, i);
      xmlNode *child = ffb_xml_add_element (node, "sp");

      ffb_xml_set_text (child, "group", present->group_id);
      ffb_xml_set_int (child, "count", present->count);
    }
}

static void
write_battle (xmlNode *root, FfbCampaign *campaign, const FfbBattle *battle)
{
  const char *kept = g_hash_table_lookup (campaign->sealed_kept, battle->id);
  xmlNode *node = ffb_xml_add_element (root, "battle");

  ffb_xml_set_text (node, "id", battle->id);
  ffb_xml_set_text (node, "name", battle->name);
  ffb_xml_set_text (node, "hex", battle->hex);
  ffb_xml_set_int (node, "year", battle->year);
  ffb_xml_set_text (node, "months", ffb_months_to_string (battle->months));
  ffb_xml_set_text (node, "terrain", ffb_terrain_to_string (battle->terrain));
  ffb_xml_set_text (node, "river", ffb_river_to_string (battle->river));
  ffb_xml_set_text (node, "attacker", ffb_side_to_string (battle->attacker));
  ffb_xml_set_int (node, "stands-per-sp", battle->stands_per_sp);
  ffb_xml_set_int (node, "batteries-per-sp", battle->batteries_per_sp);
  /* Fire & Fury is not written, so that a file that uses no other set stays as it was. */
  if (battle->tactics != NULL)
    ffb_xml_set_text (node, "tactics", battle->tactics->id);
  if (battle->fought)
    ffb_xml_set_bool (node, "fought", TRUE);
  write_force (node, battle, FFB_SIDE_UNION);
  write_force (node, battle, FFB_SIDE_CONFEDERATE);
  /* Parts that could not be opened go back as they came, and nothing the model may have made
   * for the battle meanwhile is written in their place. */
  if (kept != NULL)
    {
      ffb_xml_write_kept (node, kept);
      return;
    }
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (battle->oob[side] != NULL)
      ffb_xml_write_oob (node, battle->oob[side]);
  ffb_xml_write_neutral (node, battle);
  ffb_xml_write_draft (node, battle);
}

/* A battle's element as it stands in the campaign's text, one level in. */
static char *
battle_text (FfbCampaign *campaign, FfbBattle *battle)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, (const xmlChar *) "campaign", NULL);
  xmlBuffer *buffer = xmlBufferCreate ();
  char *text;

  if (buffer == NULL)
    g_error ("out of memory writing a battle");
  xmlDocSetRootElement (doc, root);
  write_battle (root, campaign, battle);
  xmlNodeDump (buffer, doc, root->children, 1, 1);
  text = g_strdup ((const char *) xmlBufferContent (buffer));
  xmlBufferFree (buffer);
  return text;
}

/* FFB_CHECK_SNAPSHOTS set (the test suite sets it): each battle's text kept for a snapshot is
 * held against the battle written afresh, and a difference stops the program: a field that
 * ffb_battle_equal does not compare would otherwise be undone to a stale value. */
static gboolean
check_snapshots (void)
{
  static gsize checked = 0;

  if (g_once_init_enter (&checked))
    g_once_init_leave (&checked, g_getenv ("FFB_CHECK_SNAPSHOTS") != NULL ? 2 : 1);
  return checked == 2;
}

/* Undo snapshots (issue 34): a battle's text is made again only when the battle differs from
 * the copy it was last written from, or its sealed parts kept unopened do; an edit touches
 * one battle at most, and the others' text is spliced in as it was. */
static const char *
written_battle (FfbCampaign *campaign, FfbBattle *battle)
{
  const char *kept = g_hash_table_lookup (campaign->sealed_kept, battle->id);

  if (battle->written != NULL && ffb_battle_equal (battle->written_from, battle)
      && g_strcmp0 (battle->written_kept, kept) == 0)
    {
      if (check_snapshots ())
        {
          g_autofree char *fresh = battle_text (campaign, battle);

          if (g_strcmp0 (fresh, battle->written) != 0)
            g_error ("The snapshot text kept for the battle %s differs from the battle: "
                     "ffb_battle_equal misses a field", battle->id);
        }
      return battle->written;
    }
  g_free (battle->written);
  battle->written = battle_text (campaign, battle);
  g_clear_pointer (&battle->written_from, ffb_battle_free);
  battle->written_from = ffb_battle_copy (battle);
  g_free (battle->written_kept);
  battle->written_kept = g_strdup (kept);
  return battle->written;
}

/* The built-in set is named; any other is embedded whole, so the file stands alone. */
static void
write_rules (xmlNode *root, FfbCampaign *campaign)
{
  xmlNode *node = ffb_xml_add_element (root, "rules");
  g_autofree char *xml = NULL;
  g_autoptr(xmlDoc) rules_doc = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (campaign->rules_ref, "default") == 0 || campaign->rules == NULL)
    {
      ffb_xml_set_text (node, "ref", "default");
      return;
    }
  xml = ffb_rules_to_xml (campaign->rules);
  rules_doc = ffb_xml_doc_parse (xml, strlen (xml), _("the rule set"), &error);
  if (rules_doc == NULL)
    {
      /* Left empty, the <rules> makes the save fail its read-back check. */
      g_critical ("the rule set does not write as XML: %s", error->message);
      return;
    }
  ffb_xml_add_copy (node, rules_doc);
}

static void
write_campaign (xmlNode *root, FfbCampaign *campaign, GPtrArray *befores)
{
  ffb_xml_set_int (root, "format-version", FFB_FORMAT_VERSION);
  ffb_xml_set_text (root, "name", campaign->name);
  ffb_xml_set_int (root, "year", campaign->year);
  ffb_xml_set_text (root, "months", ffb_months_to_string (campaign->months));
  ffb_xml_write_keyring (root, campaign->keyring);
  if (campaign->note != NULL)
    {
      g_autofree char *note = ffb_xml_safe_text (campaign->note);

      xmlNewTextChild (root, NULL, (const xmlChar *) "note", (const xmlChar *) note);
    }
  write_rules (root, campaign);
  write_side (root, campaign, FFB_SIDE_UNION);
  write_side (root, campaign, FFB_SIDE_CONFEDERATE);
  write_promotions (root, campaign);
  if (campaign->leader_ratings != NULL)
    ffb_xml_write_rating_maps (root, "leader-ratings", campaign->leader_ratings);
  for (guint i = 0; i < campaign->battles->len; i++)
    if (befores != NULL)
      ffb_xml_history_add_kept (root, befores,
                                written_battle (campaign, g_ptr_array_index (campaign->battles, i)));
    else
      write_battle (root, campaign, g_ptr_array_index (campaign->battles, i));
  if (campaign->dice_seed != NULL)
    {
      xmlNode *dice = ffb_xml_add_element (root, "campaign-dice");

      ffb_xml_set_text (dice, "commitment", campaign->dice_commitment);
      ffb_xml_set_text (dice, "seed", campaign->dice_seed);
    }
  else if (g_hash_table_contains (campaign->sealed_kept, FFB_XML_CAMPAIGN_DICE_KEPT))
    /* Opened without the referee's key: its sealed seed goes back as it came. */
    ffb_xml_write_kept (root, g_hash_table_lookup (campaign->sealed_kept,
                                                   FFB_XML_CAMPAIGN_DICE_KEPT));
  if (campaign->action_cards != NULL)
    ffb_xml_write_action_cards (root, campaign->action_cards);
  else if (g_hash_table_contains (campaign->sealed_kept, FFB_CAMPAIGN_SEALED_ACTION_CARDS))
    ffb_xml_write_kept (root, g_hash_table_lookup (campaign->sealed_kept,
                                                   FFB_CAMPAIGN_SEALED_ACTION_CARDS));
  ffb_xml_write_blocks_under_way (root, campaign);
  ffb_xml_write_history (root, campaign, befores);
}

static char *
backup_path (const char *path)
{
  return g_strconcat (path, "~", NULL);
}

/* `befores`: NULL for a file's document, else as ffb_xml_write_history takes it. */
static xmlDoc *
campaign_document (FfbCampaign *campaign, GPtrArray *befores)
{
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, (const xmlChar *) "campaign", NULL);

  xmlDocSetRootElement (doc, root);
  write_campaign (root, campaign, befores);
  return doc;
}

char *
ffb_xml_write_campaign (FfbCampaign *campaign)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GPtrArray) befores = g_ptr_array_new ();

  g_return_val_if_fail (campaign != NULL, NULL);

  doc = campaign_document (campaign, befores);
  return ffb_xml_history_splice (ffb_xml_doc_to_text (doc), befores);
}

/* Each player's view of each battle the referee's session holds whole (not revealed, not
 * kept sealed), as <player-view side="..."><neutral view="...">: ffb_xml_seal_document
 * moves each into that player's sealed part, where his passphrase opens it. */
static void
add_player_views (xmlNode *root, FfbCampaign *campaign)
{
  guint i = 0;

  ffb_xml_foreach_child (root, "battle", node)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, i++);
      FfbNeutral *neutral = battle->neutral;

      if (neutral == NULL || neutral->view >= 0
          || g_hash_table_contains (campaign->sealed_kept, battle->id)
          || (neutral->dice != NULL && ffb_dice_is_revealed (neutral->dice)))
        continue;
      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          FfbNeutral *view = ffb_reader_view_sealed (neutral, campaign, battle, side);
          xmlNode *holder = ffb_xml_add_element (node, "player-view");

          ffb_xml_set_text (holder, "side", ffb_side_to_string (side));
          ffb_xml_write_neutral_state (holder, view);
          ffb_neutral_free (view);
        }
    }
}

/* C2: each player's view of the action deck (his hand, his pick until the reveal), from the
 * whole record the referee's session holds, as <player-view side="..."> in <action-cards>,
 * after its choices: ffb_xml_seal_document moves each into that side's own part. A record that
 * does not replay has no view to give; its parts then hold none. */
static void
add_action_views (xmlNode *root, FfbCampaign *campaign)
{
  xmlNode *node = ffb_xml_first_child (root, "action-cards");
  g_autoptr(FfbActionCards) state = NULL;

  if (node == NULL || campaign->action_cards == NULL
      || (state = ffb_action_play_state (campaign, NULL)) == NULL)
    return;
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(FfbActionCards) view = ffb_action_cards_view (state, side);

      ffb_xml_write_action_view (node, view, side);
    }
}

char *
ffb_xml_write_sealed_campaign (FfbCampaign *campaign, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (campaign != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = campaign_document (campaign, NULL);
  if (ffb_keyring_protects (campaign->keyring)
      && ffb_keyring_is_unlocked (campaign->keyring, FFB_READER_REFEREE))
    {
      add_player_views (xmlDocGetRootElement (doc), campaign);
      add_action_views (xmlDocGetRootElement (doc), campaign);
    }
  if (ffb_keyring_protects (campaign->keyring)
      && !ffb_xml_seal_document (xmlDocGetRootElement (doc), campaign->keyring, error))
    return NULL;
  /* Signed as it is written, ciphertext and all (RULES.md "Fair dice", decision 3). */
  if (!ffb_xml_sign_document (xmlDocGetRootElement (doc), campaign->keyring, error))
    return NULL;
  return ffb_xml_doc_to_text (doc);
}

/* Whether `contents` is a campaign whose secrets are sealed (a quick look, no schema). */
static gboolean
holds_sealed_campaign (const char *contents, gsize length)
{
  g_autoptr(xmlDoc) doc = ffb_xml_doc_parse (contents, length, _("the backup"), NULL);

  return doc != NULL && ffb_xml_is_sealed (xmlDocGetRootElement (doc));
}

/* The previous file is copied, not renamed: until the new one is in place, the campaign
 * stays where the referee left it. The copy is written as safely as the file itself (the
 * owner's only, on the disk before the new file replaces the old), and only begun here: it
 * replaces the old backup once the new file is on the disk too (issue 30, item 10: a save
 * that failed for lack of space had already lost the backup's generation). `*backup` stays
 * NULL when there is no previous file. */
static gboolean
begin_backup (const char *path, const char *sealed_xml, FfbFileSaving **backup,
              char **contents, GError **error)
{
  g_autofree char *backup_file = backup_path (path);
  g_autoptr(GError) local_error = NULL;
  gsize length;

  *backup = NULL;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return TRUE;
  if (g_file_get_contents (path, contents, &length, &local_error))
    {
      /* A file written before the referee's passphrase was set holds its secrets in clear: it
       * must not stay beside the sealed one, so the backup is then the sealed file itself. */
      if (sealed_xml != NULL && !holds_sealed_campaign (*contents, length))
        {
          g_free (*contents);
          *contents = g_strdup (sealed_xml);
          length = strlen (sealed_xml);
        }
      if ((*backup = ffb_file_saving_begin (backup_file, *contents, length, &local_error)) != NULL)
        return TRUE;
    }
  g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: was not saved, because the backup copy "
                 "could not be made (%s)."), path, local_error->message);
  return FALSE;
}

/* Both files are written and flushed beside before either is renamed into place: a save that
 * fails for lack of space (or any other reason) changes nothing on disk. */
static gboolean
save_with_backup (const char *path, const char *xml, const char *sealed_xml, GError **error)
{
  g_autofree char *old = NULL;
  g_autoptr(GError) local_error = NULL;
  FfbFileSaving *backup = NULL;
  FfbFileSaving *file;

  if (!begin_backup (path, sealed_xml, &backup, &old, error))
    return FALSE;
  if ((file = ffb_file_saving_begin (path, xml, strlen (xml), error)) == NULL)
    {
      ffb_file_saving_abort (backup);
      return FALSE;
    }
  if (backup != NULL && !ffb_file_saving_commit (backup, &local_error))
    {
      ffb_file_saving_abort (file);
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: was not saved, because the backup copy "
                     "could not be made (%s)."), path, local_error->message);
      return FALSE;
    }
  return ffb_file_saving_commit (file, error);
}

/* Never write what could not be read back: a campaign that fails its checks, or text the
 * loader refuses, is reported instead of replacing a good file. */
static gboolean
check_before_saving (FfbCampaign *campaign, const char *path, const char *xml,
                     GError **error)
{
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(GError) local_error = NULL;

  if (!ffb_campaign_check (campaign, &local_error)
      || (again = ffb_xml_load_campaign_keyed (xml, strlen (xml), path, campaign->keyring,
                                               &local_error)) == NULL)
    {
      g_set_error (error, FFB_ERROR, local_error->code, _("%s: was not saved, because the "
                     "campaign has a problem: %s"), path, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
ffb_xml_save_campaign_file (FfbCampaign *campaign, const char *path, GError **error)
{
  g_autofree char *xml = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (campaign != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((xml = ffb_xml_write_sealed_campaign (campaign, &local_error)) == NULL)
    {
      g_set_error (error, FFB_ERROR, local_error->code, _("%s: was not saved, because %s"), path,
                   local_error->message);
      return FALSE;
    }
  return check_before_saving (campaign, path, xml, error)
         && save_with_backup (path, xml, ffb_keyring_protects (campaign->keyring) ? xml : NULL,
                              error);
}

void
ffb_xml_remove_stale_temps (const char *path)
{
  g_autofree char *backup = NULL;

  g_return_if_fail (path != NULL);
  backup = backup_path (path);
  ffb_file_remove_stale_temps (path);
  ffb_file_remove_stale_temps (backup);
}
