/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-chain.h: the signed record of what the campaign file keeps (RULES.md "Fair dice",
 * decision 3): every write of the referee's session (a save, an autosave) is a link, signed
 * with the campaign's own Ed25519 key (libsodium's crypto_sign), that names the digest of the
 * link before it and the digest of every part of the file as written: its setup and forces,
 * each battle's record (its sealed parts as their ciphertext), the players' choices, the
 * history's changes. So an edit of the file by anyone without the referee's passphrase, in
 * clear or sealed, is named by `verify`: the part he changed no longer has the digest the
 * referee signed, and he cannot sign another.
 *
 * The public half of the key is in the file, with its short fingerprint shown beside every
 * commitment; the secret half is sealed for the referee (ffb-keyring.h), made with his first
 * sealed write. What the parts of a file are, and their digests, is the file layer's
 * (ffb-xml-chain.h): here they are names and hex digests.
 *
 * What it cannot prove: the key is the referee's, so a signature shows that a change was made
 * by whoever holds his passphrase, not that he made it honestly; and a file rolled back whole
 * to an older signed save (its record with it) is a sound chain, only shorter. The players'
 * own devices, which keep the links they were shown, are the witness of both. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One part of the file and its digest (SHA-256, hex) as the link signed it. */
typedef struct
{
  char *name;   /* the file layer's name of the part, e.g. "battle:pea-ridge/neutral" */
  char *digest;
} FfbChainEntry;

typedef struct
{
  guint n;            /* 1 for the first link, one more each link */
  guint64 generation; /* the keyring's generation the write sealed at (ffb-xml-seal.h) */
  char *previous;     /* the digest of the link before (its signed text), "" for the first */
  char *state;        /* the digest of the entries' text (ffb_chain_state_digest) */
  char *signature;    /* Ed25519 over ffb_chain_link_text, base64 */
} FfbChainLink;

typedef enum
{
  FFB_CHAIN_UNSIGNED, /* the file holds no record: made before signatures, or never sealed */
  FFB_CHAIN_INTACT,   /* the file is what the referee's last link signed */
  FFB_CHAIN_BROKEN,   /* it is not: `problems` says where */
} FfbChainState;

typedef struct
{
  /*< private >*/
  gint ref_count;
  /*< public >*/
  char *public_key;     /* base64 of the Ed25519 public key, or NULL before the first link */
  char *sealed_secret;  /* its secret half sealed for the referee (base64), or NULL */
  guint8 *secret;       /* the secret half while opened (guarded memory), else NULL */
  GPtrArray *links;     /* FfbChainLink*, oldest first */
  GPtrArray *entries;   /* FfbChainEntry*: the last link's, in the file's order */
  /* What the loader found when it held the file against its record (ffb-xml-chain.h). */
  FfbChainState state;
  GPtrArray *problems;  /* char*: one sentence each, empty when intact */
} FfbChain;

FfbChain      *ffb_chain_new (void);
FfbChain      *ffb_chain_ref (FfbChain *chain);
void           ffb_chain_unref (FfbChain *chain);
/* A chain of its own: the same key (the secret, when opened, into guarded memory of its own),
 * links, entries and findings. */
FfbChain      *ffb_chain_copy (const FfbChain *chain);

FfbChainEntry *ffb_chain_entry_new (const char *name, const char *digest);
void           ffb_chain_entry_free (FfbChainEntry *entry);
FfbChainLink  *ffb_chain_link_new (guint n, guint64 generation, const char *previous,
                                   const char *state, const char *signature);
void           ffb_chain_link_free (FfbChainLink *link);

/* The last link, or NULL. */
const FfbChainLink *ffb_chain_last (const FfbChain *chain);

/* The key's short fingerprint, four groups of four hex digits of the SHA-256 of the public
 * key ("3F2A 91C0 7B4E 55D1"), for people to compare; NULL before the key is made. */
char          *ffb_chain_fingerprint (const FfbChain *chain);

/* The digest of a list of entries (FfbChainEntry*), the state a link signs. */
char          *ffb_chain_state_digest (const GPtrArray *entries);
/* What a link's signature covers: the record's version, the public key and its sealed secret
 * half, the link's number, generation, previous link and state. */
char          *ffb_chain_link_text (const FfbChain *chain, const FfbChainLink *link);

/* The digest of a link's signed text (SHA-256, hex): what the next link names as its
 * previous, and what a player's device keeps as its witness of the link (issue 33). */
char          *ffb_chain_link_digest (const FfbChain *chain, const FfbChainLink *link);
/* Makes the key: a new Ed25519 pair, its secret half kept opened (sealing it for the referee
 * is the keyring's: ffb_keyring_open_chain_key). FALSE, with FFB_ERROR_INVALID, when the
 * chain has a key already. */
gboolean       ffb_chain_make_key (FfbChain *chain, GError **error);
/* Keeps `secret` (crypto_sign_SECRETKEYBYTES, opened from `sealed_secret`) opened, once it is
 * shown to be the public key's: FALSE, with FFB_ERROR_INVALID, when it is not (a public key put
 * in the file in place of the campaign's own). */
gboolean       ffb_chain_take_secret (FfbChain *chain, const guint8 *secret, gsize length,
                                      GError **error);
/* The secret half's size, for whoever seals it. */
gsize          ffb_chain_secret_size (void);

/* Appends a link signed with the opened secret: its number one more than the last, the
 * digest of the last as its previous, `entries` (taken) as what it signs. */
gboolean       ffb_chain_append (FfbChain *chain, guint64 generation, GPtrArray *entries,
                                 GError **error);

/* Checks the links themselves: each signature against the public key, each number one more
 * than the one before, each previous the digest of the link before, the last one's state the
 * digest of the entries kept. One sentence per problem, naming the link (empty when sound). */
GPtrArray     *ffb_chain_check_links (const FfbChain *chain);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbChain, ffb_chain_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbChainEntry, ffb_chain_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbChainLink, ffb_chain_link_free)

G_END_DECLS
