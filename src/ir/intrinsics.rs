//! The intrinsics the IR knows by their `T.` name: effect kind (TVM's `TCallEffectKind`, read
//! off TVM 0.27's op registry), arity and result type.
//!
//! Invariant: a `Call` node whose name is not one of [`INTRINSICS`] is opaque (an unknown `T.`
//! function, or a module function when the name starts with `@`): impure, never evaluated.

/// TVM's `CallEffectKind`. `Pure` and `ExprAnnotation` calls may be merged by CSE.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallEffect {
    /// `kExprAnnotation` (e.g. `likely`): pure, marks its argument.
    ExprAnnotation,
    /// `kPure`.
    Pure,
    /// `kReadState`: reads memory or state (e.g. `undef` as TVM registers it).
    ReadState,
    /// `kUpdateState` / `kOpaque`: side effects.
    UpdateState,
    /// `kEmbedded` (e.g. `assume`): meaningful only as a statement.
    Embedded,
}

impl CallEffect {
    /// True when two calls with equal arguments always return equal values.
    pub fn is_pure(self) -> bool {
        matches!(self, CallEffect::Pure | CallEffect::ExprAnnotation)
    }
}

/// How a call's result dtype is determined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultType {
    /// Same dtype as argument `n`.
    SameAsArg(usize),
    /// Always bool.
    Bool,
    /// The first argument is a dtype string (`T.call_extern("float32", ...)`).
    Explicit,
    /// `int32` (e.g. `assume`, `tvm_thread_allreduce` as statements).
    Int32,
}

/// One known intrinsic.
#[derive(Clone, Copy, Debug)]
pub struct Intrinsic {
    /// The `T.` name.
    pub name: &'static str,
    /// Effect kind.
    pub effect: CallEffect,
    /// Exact number of arguments, or `None` for variadic.
    pub arity: Option<usize>,
    /// Result dtype rule.
    pub result: ResultType,
}

const fn unary(name: &'static str) -> Intrinsic {
    Intrinsic {
        name,
        effect: CallEffect::Pure,
        arity: Some(1),
        result: ResultType::SameAsArg(0),
    }
}

const fn binary(name: &'static str) -> Intrinsic {
    Intrinsic {
        name,
        effect: CallEffect::Pure,
        arity: Some(2),
        result: ResultType::SameAsArg(0),
    }
}

/// Every intrinsic the parser accepts as a call.
pub const INTRINSICS: &[Intrinsic] = &[
    unary("exp"),
    unary("exp2"),
    unary("exp10"),
    unary("log"),
    unary("log2"),
    unary("log10"),
    unary("log1p"),
    unary("sqrt"),
    unary("rsqrt"),
    unary("sigmoid"),
    unary("tanh"),
    unary("sin"),
    unary("cos"),
    unary("tan"),
    unary("sinh"),
    unary("cosh"),
    unary("asin"),
    unary("acos"),
    unary("atan"),
    unary("erf"),
    unary("fabs"),
    unary("floor"),
    unary("ceil"),
    unary("round"),
    unary("trunc"),
    unary("nearbyint"),
    unary("popcount"),
    binary("pow"),
    binary("fmod"),
    binary("atan2"),
    binary("hypot"),
    binary("copysign"),
    binary("nextafter"),
    // Bitwise operators (`<<`, `>>`, `&`, `|`, `^`, `~`), printed infix.
    binary("shift_left"),
    binary("shift_right"),
    binary("bitwise_and"),
    binary("bitwise_or"),
    binary("bitwise_xor"),
    unary("bitwise_not"),
    Intrinsic {
        name: "isnan",
        effect: CallEffect::Pure,
        arity: Some(1),
        result: ResultType::Bool,
    },
    Intrinsic {
        name: "if_then_else",
        effect: CallEffect::Pure,
        arity: Some(3),
        result: ResultType::SameAsArg(1),
    },
    Intrinsic {
        name: "likely",
        effect: CallEffect::ExprAnnotation,
        arity: Some(1),
        result: ResultType::SameAsArg(0),
    },
    Intrinsic {
        name: "assume",
        effect: CallEffect::Embedded,
        arity: Some(1),
        result: ResultType::Int32,
    },
    Intrinsic {
        name: "undef",
        effect: CallEffect::ReadState,
        arity: Some(0),
        result: ResultType::Int32,
    },
    // The vector-length multiplier of scalable vectors (SVE): a run-time constant.
    Intrinsic {
        name: "vscale",
        effect: CallEffect::Pure,
        arity: Some(0),
        result: ResultType::Int32,
    },
    // `T.reinterpret("float32", x)`: the bits of `x` as another dtype of the same width.
    Intrinsic {
        name: "reinterpret",
        effect: CallEffect::Pure,
        arity: Some(2),
        result: ResultType::Explicit,
    },
    Intrinsic {
        name: "call_packed",
        effect: CallEffect::UpdateState,
        arity: None,
        result: ResultType::Int32,
    },
    Intrinsic {
        name: "call_cpacked",
        effect: CallEffect::UpdateState,
        arity: None,
        result: ResultType::Int32,
    },
    Intrinsic {
        name: "call_extern",
        effect: CallEffect::UpdateState,
        arity: None,
        result: ResultType::Explicit,
    },
    Intrinsic {
        name: "call_pure_extern",
        effect: CallEffect::Pure,
        arity: None,
        result: ResultType::Explicit,
    },
    Intrinsic {
        name: "tvm_thread_allreduce",
        effect: CallEffect::UpdateState,
        arity: None,
        result: ResultType::Int32,
    },
    Intrinsic {
        name: "tvm_storage_sync",
        effect: CallEffect::UpdateState,
        arity: None,
        result: ResultType::Int32,
    },
];

/// Looks an intrinsic up by its `T.` name.
pub fn intrinsic(name: &str) -> Option<&'static Intrinsic> {
    INTRINSICS.iter().find(|i| i.name == name)
}

/// Whether `name` is one of the bitwise intrinsics (`<<`, `>>`, `&`, `|`, `^`, `~`): TVM 0.27's
/// `CommonSubexprElim` commons them like arithmetic, unlike every other call (measured: it binds
/// `n << i` and `n & i` but neither `T.sqrt` nor `T.popcount`).
pub fn is_bitwise(name: &str) -> bool {
    matches!(
        name,
        "shift_left" | "shift_right" | "bitwise_and" | "bitwise_or" | "bitwise_xor" | "bitwise_not"
    )
}
