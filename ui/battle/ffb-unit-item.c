/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-unit-item.c: an OOB tree row's model (see ffb-unit-item.h). */
#include "ffb-unit-item.h"

#include <glib/gi18n.h>
#include "ffb-text.h"
#include "ffb-words.h"

struct _FfbUnitItem
{
  GObject parent_instance;

  char *id;
  char *name;
  FfbUnitKind kind;
  char *leader;
  char *detail;
  gboolean has_finding;
  GListStore *children;
};

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_LEADER,
  PROP_DETAIL,
  PROP_HAS_FINDING,
  N_PROPS
};

static GParamSpec *pspecs[N_PROPS];

G_DEFINE_FINAL_TYPE (FfbUnitItem, ffb_unit_item, G_TYPE_OBJECT)

static void
ffb_unit_item_finalize (GObject *object)
{
  FfbUnitItem *self = FFB_UNIT_ITEM (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->leader);
  g_free (self->detail);
  g_clear_object (&self->children);
  G_OBJECT_CLASS (ffb_unit_item_parent_class)->finalize (object);
}

static void
ffb_unit_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FfbUnitItem *self = FFB_UNIT_ITEM (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_LEADER:
      g_value_set_string (value, self->leader);
      break;
    case PROP_DETAIL:
      g_value_set_string (value, self->detail);
      break;
    case PROP_HAS_FINDING:
      g_value_set_boolean (value, self->has_finding);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_unit_item_class_init (FfbUnitItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ffb_unit_item_finalize;
  object_class->get_property = ffb_unit_item_get_property;
  pspecs[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, ro);
  pspecs[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  pspecs[PROP_LEADER] = g_param_spec_string ("leader", NULL, NULL, NULL, ro);
  pspecs[PROP_DETAIL] = g_param_spec_string ("detail", NULL, NULL, NULL, ro);
  pspecs[PROP_HAS_FINDING] = g_param_spec_boolean ("has-finding", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, pspecs);
}

static void
ffb_unit_item_init (FfbUnitItem *self)
{
}

/* Q1, Q4: under a set's rules there is no army leader, and a General at the head of each
 * division; FF's ranks and R4D are not its words. */
static char *
quick_leader_text (const FfbUnit *unit)
{
  g_autofree char *stars = NULL;

  if (unit->leader_id == NULL && unit->kind == FFB_UNIT_ARMY)
    return g_strdup (_("Each General heads his own division (Q1)"));
  if (unit->leader_id == NULL)
    return g_strdup (_("Generated General, Average"));
  stars = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d star", "%d stars",
                                        unit->leader_stars),
                           unit->leader_stars);
  /* Translators: a General of a quick battle: his name, his stars ("4 stars"). */
  if (unit->rating == FFB_RATING_SEALED)
    return g_strdup_printf (_("General %s, %s"), unit->leader_name, stars);
  /* Translators: a General of a quick battle: his name, his stars, his rating. */
  return g_strdup_printf (_("General %s, %s, %s"), unit->leader_name, stars,
                          ffb_rating_display_name (unit->rating));
}

static char *
leader_text (const FfbUnit *unit, const FfbTactics *tactics)
{
  g_autofree char *stars = NULL;

  if (tactics != NULL)
    return quick_leader_text (unit);
  if (unit->leader_id == NULL && unit->kind == FFB_UNIT_ARMY)
    return g_strdup (_("No army leader present"));
  if (unit->leader_id == NULL)
    /* Translators: R4D is a rule id, keep it. */
    return g_strdup (_("Generated leader, Average (R4D)"));
  stars = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d star", "%d stars",
                                        unit->leader_stars),
                           unit->leader_stars);
  if (unit->rating == FFB_RATING_SEALED)
    return g_strdup_printf ("%s, %s", unit->leader_name, stars);
  return g_strdup_printf ("%s, %s, %s", unit->leader_name, stars,
                          ffb_rating_display_name (unit->rating));
}

/* "Green cavalry · rifles": its experience in `experience`'s words, its arm, weapons if
 * known. */
static char *
arm_text (const FfbUnit *unit, const char *experience)
{
  /* Translators: %s is an experience (Green, Veteran, Crack). */
  g_autofree char *arm = unit->cavalry ? g_strdup_printf (_("%s cavalry"), experience)
                                       : g_strdup (experience);

  if (unit->weapons != NULL)
    return g_strdup_printf ("%s · %s", arm, unit->weapons);
  return g_steal_pointer (&arm);
}

/* R4G: "10.8.6 Green cavalry · rifles", its FF label first. */
static char *
ff_brigade_text (const FfbUnit *unit, const FfbRules *rules)
{
  g_autofree char *label = ffb_rules_brigade_label (rules, unit->experience, unit->stands,
                                                    unit->starts_worn);
  g_autofree char *arm = arm_text (unit, ffb_experience_display_name (unit->experience));

  return g_strdup_printf ("%s %s", label, arm);
}

/* Q2: what the set's sheet prints of a brigade: "6 stands · Shaken at 2 · Fresh · Veteran",
 * the Shaken count from the set, the experience in the set's words. On the OOB it has lost
 * nothing yet, so it is Fresh. */
static char *
quick_brigade_text (const FfbUnit *unit, const FfbTactics *tactics)
{
  g_autofree char *stands = ffb_text_stands (unit->stands);
  /* Translators: a brigade is Shaken once it is down to this many stands (RULES.md Q2). */
  g_autofree char *shaken = g_strdup_printf (_("Shaken at %d"),
                                             ffb_tactics_shaken_at (tactics, unit->stands));
  g_autofree char *arm = arm_text (unit, ffb_tactics_experience_word (unit->experience));

  /* Translators: a quick-rules brigade that has lost no stand yet (RULES.md Q2). */
  return g_strdup_printf ("%s · %s · %s · %s", stands, shaken, C_("brigade", "Fresh"), arm);
}

static char *
command_text (const FfbUnit *unit, const FfbTactics *tactics)
{
  int n_brigades = ffb_unit_count_kind (unit, FFB_UNIT_BRIGADE);
  g_autofree char *brigades = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d brigade",
                                                            "%d brigades", n_brigades),
                                               n_brigades);
  g_autofree char *stands = ffb_text_stands (ffb_unit_count_stands (unit));
  g_autofree char *artillery = ffb_tactics_artillery_count (tactics,
                                                            ffb_unit_count_batteries (unit));

  return g_strdup_printf ("%s · %s · %s", brigades, stands, artillery);
}

/* In the words of the battle's tactical rules: Fire & Fury's (`tactics` NULL) or its set's. */
static char *
detail_text (const FfbUnit *unit, const FfbRules *rules, const FfbTactics *tactics)
{
  switch (unit->kind)
    {
    case FFB_UNIT_BRIGADE:
      return tactics != NULL ? quick_brigade_text (unit, tactics)
                             : ff_brigade_text (unit, rules);
    case FFB_UNIT_BATTERY:
      return g_strdup (ffb_tactics_artillery_name (tactics, unit->horse));
    case FFB_UNIT_ARMY:
    case FFB_UNIT_CORPS:
    case FFB_UNIT_DIVISION:
    default:
      return command_text (unit, tactics);
    }
}

FfbUnitItem *
ffb_unit_item_new (const FfbUnit *unit, const FfbRules *rules, const FfbTactics *tactics,
                   GHashTable *flagged)
{
  FfbUnitItem *self;

  g_return_val_if_fail (unit != NULL && rules != NULL, NULL);

  self = g_object_new (FFB_TYPE_UNIT_ITEM, NULL);
  self->id = g_strdup (unit->id);
  self->name = g_strdup (unit->name);
  self->kind = unit->kind;
  self->detail = detail_text (unit, rules, tactics);
  self->has_finding = flagged != NULL && g_hash_table_contains (flagged, unit->id);
  if (unit->kind == FFB_UNIT_BRIGADE || unit->kind == FFB_UNIT_BATTERY)
    return self;
  self->leader = leader_text (unit, tactics);
  self->children = g_list_store_new (FFB_TYPE_UNIT_ITEM);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      g_autoptr(FfbUnitItem) child = ffb_unit_item_new (g_ptr_array_index (unit->children, i),
                                                        rules, tactics, flagged);
      g_list_store_append (self->children, child);
    }
  return self;
}

const char *
ffb_unit_item_get_id (FfbUnitItem *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ITEM (self), NULL);
  return self->id;
}

const char *
ffb_unit_item_get_name (FfbUnitItem *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ITEM (self), NULL);
  return self->name;
}

FfbUnitKind
ffb_unit_item_get_kind (FfbUnitItem *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ITEM (self), FFB_UNIT_BRIGADE);
  return self->kind;
}

const char *
ffb_unit_item_get_leader (FfbUnitItem *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ITEM (self), NULL);
  return self->leader;
}

const char *
ffb_unit_item_get_detail (FfbUnitItem *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ITEM (self), NULL);
  return self->detail;
}

gboolean
ffb_unit_item_get_has_finding (FfbUnitItem *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ITEM (self), FALSE);
  return self->has_finding;
}

GListModel *
ffb_unit_item_get_children (FfbUnitItem *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ITEM (self), NULL);
  return self->children != NULL ? G_LIST_MODEL (self->children) : NULL;
}
