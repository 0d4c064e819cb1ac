//! Data types, variable and buffer declarations.
//!
//! Invariants: a [`DataType`] always has `lanes >= 1`; `bool` is `UInt`-like with 1 bit and is
//! printed as `bool`; a [`VarId`]/[`BufferId`] indexes the owning [`crate::PrimFunc`]'s arenas.

use std::fmt;

/// Kind of scalar a [`DataType`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypeCode {
    /// Signed integer.
    Int,
    /// Unsigned integer.
    UInt,
    /// IEEE float.
    Float,
    /// Boolean (1 bit).
    Bool,
    /// Opaque pointer (`T.handle`).
    Handle,
    /// A float format the tool reads, transforms and prints but does not compute (`bfloat16`,
    /// the `float8`/`float6`/`float4` variants): an index into [`FLOAT_FORMATS`].
    FloatFormat(u8),
}

impl TypeCode {
    /// A distinct number per code (for hashing).
    pub fn ordinal(self) -> u64 {
        match self {
            TypeCode::Int => 0,
            TypeCode::UInt => 1,
            TypeCode::Float => 2,
            TypeCode::Bool => 3,
            TypeCode::Handle => 4,
            TypeCode::FloatFormat(k) => 5 + u64::from(k),
        }
    }
}

/// The names of the [`TypeCode::FloatFormat`] dtypes, as TVM spells them, with their widths.
pub const FLOAT_FORMATS: &[(&str, u16)] = &[
    ("bfloat16", 16),
    ("float8_e3m4", 8),
    ("float8_e4m3", 8),
    ("float8_e4m3b11fnuz", 8),
    ("float8_e4m3fn", 8),
    ("float8_e4m3fnuz", 8),
    ("float8_e5m2", 8),
    ("float8_e5m2fnuz", 8),
    ("float8_e8m0fnu", 8),
    ("float6_e2m3fn", 6),
    ("float6_e3m2fn", 6),
    ("float4_e2m1fn", 4),
];

/// A TIR data type: scalar kind, bit width and vector lanes (`float32x2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DataType {
    /// Scalar kind.
    pub code: TypeCode,
    /// Bit width of one lane.
    pub bits: u16,
    /// Number of vector lanes (1 for scalars); with `scalable`, a multiple of `T.vscale()`.
    pub lanes: u16,
    /// A scalable vector (SVE): `vscale * lanes` lanes, vscale a run-time constant
    /// (`float32xvscalex4`).
    pub scalable: bool,
}

impl DataType {
    /// `int32`, TVM's default index type.
    pub const INT32: DataType = DataType::scalar(TypeCode::Int, 32);
    /// `int64`.
    pub const INT64: DataType = DataType::scalar(TypeCode::Int, 64);
    /// `float32`.
    pub const FLOAT32: DataType = DataType::scalar(TypeCode::Float, 32);
    /// `bool`.
    pub const BOOL: DataType = DataType::scalar(TypeCode::Bool, 1);
    /// `handle`.
    pub const HANDLE: DataType = DataType::scalar(TypeCode::Handle, 64);
    /// No value (TVM's `void`: a handle of no bits).
    pub const VOID: DataType = DataType::scalar(TypeCode::Handle, 0);

    /// A scalar type.
    pub const fn scalar(code: TypeCode, bits: u16) -> DataType {
        DataType {
            code,
            bits,
            lanes: 1,
            scalable: false,
        }
    }

    /// The same scalar kind with `lanes` lanes.
    pub fn with_lanes(self, lanes: u16) -> DataType {
        DataType {
            lanes,
            scalable: false,
            ..self
        }
    }

    /// The same scalar kind with `vscale * lanes` lanes.
    pub fn with_scalable_lanes(self, lanes: u16) -> DataType {
        DataType {
            lanes,
            scalable: true,
            ..self
        }
    }

    /// This type's element kind with `other`'s lanes (fixed or scalable).
    pub fn with_shape_of(self, other: DataType) -> DataType {
        DataType {
            lanes: other.lanes,
            scalable: other.scalable,
            ..self
        }
    }

    /// The value of an access to a buffer of this element type with `indices` of these dtypes:
    /// as many lanes as the element times the widest index (scalable if that index is).
    pub fn accessed(self, indices: impl IntoIterator<Item = DataType>) -> DataType {
        let widest = indices.into_iter().fold(DataType::INT32, DataType::wider);
        DataType {
            lanes: self.lanes * widest.lanes,
            scalable: self.scalable || widest.scalable,
            ..self
        }
    }

    /// Whether one value (not a vector).
    pub fn is_scalar(self) -> bool {
        self.lanes == 1 && !self.scalable
    }

    /// Whether TVM 0.27's parser reads a variable of this dtype declared as `T.let[...]` (its
    /// `T.int32`-style constructors, checked against TVM 0.27.0.post1): a scalar of 8 to 64
    /// bits, `bool` or a float format; a vector of 4, 8, 16, 32 or 64 lanes of those but `bool`
    /// and `bfloat16`. It registers no other lane count, so it cannot read back the
    /// `T.let[T.float32x2]` it prints itself, and no `T.int4` or `T.int1`.
    pub fn tvm_declarable(self) -> bool {
        let element = match self.code {
            TypeCode::Int | TypeCode::UInt => matches!(self.bits, 8 | 16 | 32 | 64),
            TypeCode::Float => matches!(self.bits, 16 | 32 | 64),
            TypeCode::Bool | TypeCode::FloatFormat(_) => true,
            TypeCode::Handle => false,
        };
        let vector_element = !self.is_bool() && !self.is_bfloat16();
        element
            && (self.is_scalar() || (!self.scalable && vector_element && matches!(self.lanes, 4 | 8 | 16 | 32 | 64)))
    }

    /// Whether a float format the tool carries but does not compute (`bfloat16`, `float8_*`).
    pub fn is_float_format(self) -> bool {
        matches!(self.code, TypeCode::FloatFormat(_))
    }

    /// True for `bfloat16`.
    pub fn is_bfloat16(self) -> bool {
        matches!(self.code, TypeCode::FloatFormat(k) if FLOAT_FORMATS[k as usize].0 == "bfloat16")
    }

    /// The wider of two lane shapes (a scalar and a vector give the vector's).
    pub fn wider(self, other: DataType) -> DataType {
        if other.lanes > self.lanes || (other.scalable && !self.scalable) {
            other
        } else {
            self
        }
    }

    /// The scalar type of one lane.
    pub fn element(self) -> DataType {
        self.with_lanes(1)
    }

    /// True for signed or unsigned integers (not bool).
    pub fn is_int(self) -> bool {
        matches!(self.code, TypeCode::Int | TypeCode::UInt)
    }

    /// True for floats.
    pub fn is_float(self) -> bool {
        matches!(self.code, TypeCode::Float | TypeCode::FloatFormat(_))
    }

    /// True for bool.
    pub fn is_bool(self) -> bool {
        self.code == TypeCode::Bool
    }

    /// The largest finite value of a `float16`, `float32` or `float64` lane (`None` for other
    /// dtypes, the float formats included): TVM's `T.max_value`, and the bound its `FloatImm`
    /// holds a literal to.
    pub fn largest_float(self) -> Option<f64> {
        match (self.code, self.bits) {
            (TypeCode::Float, 16) => Some(65504.0),
            (TypeCode::Float, 32) => Some(f64::from(f32::MAX)),
            (TypeCode::Float, 64) => Some(f64::MAX),
            _ => None,
        }
    }

    /// Smallest and largest value of an integer (or bool) lane.
    pub fn int_range(self) -> (i128, i128) {
        match self.code {
            TypeCode::Int => {
                let half = 1i128 << (self.bits - 1);
                (-half, half - 1)
            }
            TypeCode::UInt | TypeCode::Handle => (0, (1i128 << self.bits) - 1),
            TypeCode::Bool => (0, 1),
            TypeCode::Float | TypeCode::FloatFormat(_) => (i128::MIN, i128::MAX),
        }
    }

    /// The dtype a `T.` name stands for (`T.float32`, `T.int8x4`, `T.f32`), including
    /// `T.boolean`, TVMScript's other name of `T.bool` (not a dtype string: `"boolean"` is no
    /// dtype).
    pub fn of_script_name(name: &str) -> Option<DataType> {
        DataType::parse(if name == "boolean" { "bool" } else { name })
    }

    /// Parses a dtype string such as `int32`, `float32x2`, `bool`, `handle`, `f32`.
    pub fn parse(s: &str) -> Option<DataType> {
        let (base, lanes) = match s.rsplit_once('x') {
            Some((b, l)) if !b.is_empty() && l.chars().all(|c| c.is_ascii_digit()) && !l.is_empty() => {
                (b, l.parse::<u16>().ok()?)
            }
            _ => (s, 1),
        };
        // `float32xvscalex4`: `vscale * 4` lanes.
        let (base, scalable) = match base.strip_suffix("xvscale") {
            Some(b) => (b, true),
            None => (base, false),
        };
        if lanes == 0 {
            return None;
        }
        // TVM 0.27's shorthands, as dtype strings and as `T.` names (`T.f32`).
        const SHORTHANDS: [(&str, &str); 12] = [
            ("f16", "float16"),
            ("f32", "float32"),
            ("f64", "float64"),
            ("bf16", "bfloat16"),
            ("i8", "int8"),
            ("i16", "int16"),
            ("i32", "int32"),
            ("i64", "int64"),
            ("u8", "uint8"),
            ("u16", "uint16"),
            ("u32", "uint32"),
            ("u64", "uint64"),
        ];
        let base = SHORTHANDS
            .iter()
            .find(|(short, _)| *short == base)
            .map_or(base, |(_, full)| full);
        let ty = match base {
            "bool" => DataType::BOOL,
            "handle" => DataType::HANDLE,
            // `T.call_extern("void", ...)`: a call with no value.
            "void" => DataType::VOID,
            _ => match FLOAT_FORMATS.iter().position(|(n, _)| *n == base) {
                Some(k) => DataType::scalar(TypeCode::FloatFormat(k as u8), FLOAT_FORMATS[k].1),
                None => numeric(base)?,
            },
        };
        Some(if scalable {
            ty.with_scalable_lanes(lanes)
        } else {
            ty.with_lanes(lanes)
        })
    }
}

/// `int32`, `uint8`, `int4`, `float16`, ...: an integer or IEEE float scalar of a width TIR has.
fn numeric(base: &str) -> Option<DataType> {
    let (code, bits) = if let Some(b) = base.strip_prefix("uint") {
        (TypeCode::UInt, b)
    } else if let Some(b) = base.strip_prefix("int") {
        (TypeCode::Int, b)
    } else if let Some(b) = base.strip_prefix("float") {
        (TypeCode::Float, b)
    } else {
        return None;
    };
    let bits: u16 = bits.parse().ok()?;
    let valid = match code {
        TypeCode::Float => matches!(bits, 16 | 32 | 64),
        // The sub-byte integers (`int1`, `int4`, `uint4`) of quantized and tensor-core kernels.
        _ => matches!(bits, 1 | 4 | 8 | 16 | 32 | 64),
    };
    valid.then(|| DataType::scalar(code, bits))
}

impl fmt::Display for DataType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code {
            TypeCode::Int => write!(f, "int{}", self.bits)?,
            TypeCode::UInt => write!(f, "uint{}", self.bits)?,
            TypeCode::Float => write!(f, "float{}", self.bits)?,
            TypeCode::Bool => write!(f, "bool")?,
            TypeCode::Handle if self.bits == 0 => write!(f, "void")?,
            TypeCode::FloatFormat(k) => write!(f, "{}", FLOAT_FORMATS[k as usize].0)?,
            TypeCode::Handle => write!(f, "handle")?,
        }
        if self.scalable {
            write!(f, "xvscalex{}", self.lanes)?;
        } else if self.lanes > 1 {
            write!(f, "x{}", self.lanes)?;
        }
        Ok(())
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// Position in the owning arena.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

id_type!(
    /// A variable of one PrimFunc (loop var, parameter, let-bound, thread index, shape symbol).
    VarId,
    "v"
);
id_type!(
    /// A buffer of one PrimFunc.
    BufferId,
    "buf"
);
id_type!(
    /// A hash-consed expression of one PrimFunc.
    ExprId,
    "e"
);
id_type!(
    /// A statement of one PrimFunc.
    StmtId,
    "s"
);

/// A variable declaration. Names need not be unique; ids are.
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    /// Name used when printing.
    pub name: String,
    /// Scalar type of the variable.
    pub dtype: DataType,
    /// For a typed handle parameter (`T.handle("float32", "global")`): the element dtype and
    /// storage scope it points to, as written.
    pub pointee: Option<(String, String)>,
    /// For a thread launch's variable declared by `name = T.env_thread(tag)`: that
    /// declaration's number in the function. Each launch has its own variable; the printer
    /// gives the launches of one declaration its one name, as TVM reuses one variable.
    pub env_thread: Option<u32>,
}

/// Where a buffer's storage comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum BufferData {
    /// A function parameter's own storage.
    Param,
    /// Storage allocated by a `T.alloc_buffer`/`alloc_local`/`alloc_shared` statement.
    Allocated,
    /// The storage of another buffer (`data=x.data`, `x.view(...)`).
    AliasOf(BufferId),
    /// The memory a handle expression points to (`T.decl_buffer(..., data=A_data)` over a
    /// pointer parameter, `T.address_of(...)`, ...).
    Pointer(ExprId),
}

/// A buffer: shape (possibly symbolic), element dtype, memory scope and storage source.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferDecl {
    /// Name used when printing.
    pub name: String,
    /// Element dtype (may have lanes, e.g. `float32x2`).
    pub dtype: DataType,
    /// Extents, outermost first.
    pub shape: Vec<ExprId>,
    /// Memory scope: `global`, `shared`, `local`, ...
    pub scope: String,
    /// Storage source.
    pub data: BufferData,
    /// Element offset into the storage, when given explicitly.
    pub elem_offset: Option<ExprId>,
    /// Explicit strides in elements, one per dimension (empty: row-major, TVM's default). TVM
    /// also reads fewer or more than the rank; such strides are kept as written, and the
    /// interpreter refuses an access through them.
    pub strides: Vec<ExprId>,
    /// Hints with no meaning for the element values (`offset_factor`, `align`, `buffer_type`,
    /// `axis_separators`, `annotations`), as keyword name and source text, printed back.
    pub layout_hints: Vec<(String, String)>,
}

#[cfg(test)]
mod tests {
    use super::DataType;

    #[test]
    fn declarable_dtypes_are_those_tvm_0_27_reads_back() {
        // Checked against TVM 0.27.0.post1: `x: T.let[T.<dtype>] = ...` parsed or refused.
        let read = [
            "int8",
            "int64",
            "uint16",
            "float16",
            "float64",
            "bool",
            "bfloat16",
            "float8_e4m3fn",
            "float4_e2m1fn",
            "int32x4",
            "uint8x64",
            "float32x16",
            "float8_e5m2x8",
        ];
        let refused = [
            "int4",
            "int1",
            "uint4",
            "int32x2",
            "float32x2",
            "float16x2",
            "boolx4",
            "bfloat16x4",
            "float32x3",
            "handle",
        ];
        for d in read {
            assert!(DataType::parse(d).unwrap().tvm_declarable(), "{d}");
        }
        for d in refused {
            assert!(!DataType::parse(d).unwrap().tvm_declarable(), "{d}");
        }
    }
}
