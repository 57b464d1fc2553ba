/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-group.c: the card game's widgets' common part (see ffb-card-game-group.h):
 * the document they are made for, and their build once it is set. */
#include "ffb-card-game-group.h"

typedef struct
{
  FfbDocument *document;
} FfbCardGameGroupPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (FfbCardGameGroup, ffb_card_game_group, ADW_TYPE_PREFERENCES_GROUP)

enum { PROP_DOCUMENT = 1 }; /* its one property */

#define PRIV(self) ((FfbCardGameGroupPrivate *) ffb_card_game_group_get_instance_private (self))

FfbDocument *
ffb_card_game_group_get_document (FfbCardGameGroup *self)
{
  g_return_val_if_fail (FFB_IS_CARD_GAME_GROUP (self), NULL);
  return PRIV (self)->document;
}

static void
ffb_card_game_group_constructed (GObject *object)
{
  FfbCardGameGroup *self = FFB_CARD_GAME_GROUP (object);

  G_OBJECT_CLASS (ffb_card_game_group_parent_class)->constructed (object);
  g_return_if_fail (FFB_IS_DOCUMENT (PRIV (self)->document));
  FFB_CARD_GAME_GROUP_GET_CLASS (self)->build (self);
}

static void
ffb_card_game_group_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  if (id == PROP_DOCUMENT)
    g_value_set_object (value, PRIV (FFB_CARD_GAME_GROUP (object))->document);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
ffb_card_game_group_set_property (GObject *object, guint id, const GValue *value,
                                  GParamSpec *pspec)
{
  if (id == PROP_DOCUMENT)
    PRIV (FFB_CARD_GAME_GROUP (object))->document = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

/* The subclasses' templates go here too: each is the final type's. */
static void
ffb_card_game_group_dispose (GObject *object)
{
  g_clear_object (&PRIV (FFB_CARD_GAME_GROUP (object))->document);
  gtk_widget_dispose_template (GTK_WIDGET (object), G_OBJECT_TYPE (object));
  G_OBJECT_CLASS (ffb_card_game_group_parent_class)->dispose (object);
}

static void
ffb_card_game_group_class_init (FfbCardGameGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = ffb_card_game_group_constructed;
  object_class->get_property = ffb_card_game_group_get_property;
  object_class->set_property = ffb_card_game_group_set_property;
  object_class->dispose = ffb_card_game_group_dispose;
  g_object_class_install_property (object_class, PROP_DOCUMENT,
                                   g_param_spec_object ("document", NULL, NULL, FFB_TYPE_DOCUMENT,
                                                        G_PARAM_READWRITE
                                                          | G_PARAM_CONSTRUCT_ONLY
                                                          | G_PARAM_STATIC_STRINGS));
}

static void
ffb_card_game_group_init (FfbCardGameGroup *self)
{
}
