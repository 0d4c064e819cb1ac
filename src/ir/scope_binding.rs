//! TIRx scope identifiers (`bx = T.cta_id([4])` after `T.device_entry()`): which pair of
//! execution scopes an identifier indexes, as TVM 0.27's closed `ScopeBinding` enum (its
//! `tvm/tirx/exec_scope.h`), and the script function naming each pair.
//!
//! Invariants: every pair has exactly one script name, the one TVM prints; `T.scope_id(extents,
//! parent, cur)` names the same pairs by their scope names (it prints as the pair's own name).

/// A (parent scope, child scope) pair: the identifier is the child's index within its parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScopeBinding {
    /// `T.cluster_id`: a cluster within the kernel.
    KernelCluster,
    /// `T.cta_id`: a CTA within the kernel.
    KernelCta,
    /// `T.cta_id_in_cluster`: a CTA within its cluster.
    ClusterCta,
    /// `T.warpgroup_id`: a warpgroup within its CTA.
    CtaWarpgroup,
    /// `T.warp_id`: a warp within its CTA.
    CtaWarp,
    /// `T.warp_id_in_wg`: a warp within its warpgroup.
    WarpgroupWarp,
    /// `T.lane_id`: a thread within its warp.
    WarpThread,
    /// `T.thread_id`: a thread within its CTA.
    CtaThread,
    /// `T.thread_id_in_wg`: a thread within its warpgroup.
    WarpgroupThread,
    /// `T.cta_id_in_pair`: a CTA within its pair (two, an extent never written).
    ClusterCtaPair,
}

/// Every pair with its script name and its (parent, child) scope names.
const PAIRS: [(ScopeBinding, &str, &str, &str); 10] = [
    (ScopeBinding::KernelCluster, "cluster_id", "kernel", "cluster"),
    (ScopeBinding::KernelCta, "cta_id", "kernel", "cta"),
    (ScopeBinding::ClusterCta, "cta_id_in_cluster", "cluster", "cta"),
    (ScopeBinding::CtaWarpgroup, "warpgroup_id", "cta", "warpgroup"),
    (ScopeBinding::CtaWarp, "warp_id", "cta", "warp"),
    (ScopeBinding::WarpgroupWarp, "warp_id_in_wg", "warpgroup", "warp"),
    (ScopeBinding::WarpThread, "lane_id", "warp", "thread"),
    (ScopeBinding::CtaThread, "thread_id", "cta", "thread"),
    (ScopeBinding::WarpgroupThread, "thread_id_in_wg", "warpgroup", "thread"),
    (ScopeBinding::ClusterCtaPair, "cta_id_in_pair", "cluster", "cta_pair"),
];

impl ScopeBinding {
    /// The pair a script function names (`cta_id` without `T.`).
    pub fn from_script_name(name: &str) -> Option<ScopeBinding> {
        PAIRS.iter().find(|p| p.1 == name).map(|p| p.0)
    }

    /// The pair of `T.scope_id(extents, parent, cur)`.
    pub fn from_scopes(parent: &str, cur: &str) -> Option<ScopeBinding> {
        PAIRS.iter().find(|p| p.2 == parent && p.3 == cur).map(|p| p.0)
    }

    /// The script function TVM prints it as (without `T.`).
    pub fn script_name(self) -> &'static str {
        PAIRS.iter().find(|p| p.0 == self).map_or("scope_id", |p| p.1)
    }

    /// How many identifiers one definition may name: TVM's builder refuses more than one for
    /// warps and warpgroups, and the pair has one.
    pub fn max_dims(self) -> usize {
        match self {
            ScopeBinding::CtaWarpgroup
            | ScopeBinding::CtaWarp
            | ScopeBinding::WarpgroupWarp
            | ScopeBinding::ClusterCtaPair => 1,
            _ => usize::MAX,
        }
    }

    /// Whether `preferred=[...]` may be given (TVM's `cta_id` and `cta_id_in_cluster` take it).
    pub fn takes_preferred(self) -> bool {
        matches!(self, ScopeBinding::KernelCta | ScopeBinding::ClusterCta)
    }

    /// Whether the extents are implied (the pair's two), never written.
    pub fn implied_extent(self) -> Option<i64> {
        (self == ScopeBinding::ClusterCtaPair).then_some(2)
    }
}
