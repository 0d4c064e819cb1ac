//! The benchmark chart (SVG, drawn with `plotters`): per program, horizontal bars of weighted
//! ops relative to the input (syntactic, semantic, simplify+semantic, TVM's CSE) on the left,
//! and relative to TVM's CSE output on the right (programs with a TVM output); one legend,
//! on the left panel.
//!
//! Invariant: programs appear top to bottom in the order of the table; a missing ratio draws
//! no bar (never a zero-length bar that would read as "no ops").

use super::report::ProgramResult;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Series colours: syntactic, semantic, simplify+semantic, TVM.
const COLOURS: [RGBColor; 4] = [
    RGBColor(158, 158, 158),
    RGBColor(31, 119, 180),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
];

const ROW_PX: u32 = 34;

/// Renders the chart as SVG text.
pub fn render(results: &[ProgramResult]) -> Result<String, String> {
    let n = results.len();
    let height = 130 + ROW_PX * n as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1200, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let (left, right) = root.split_horizontally(760);
        let labels: Vec<&str> = ["syntactic CSE", "semantic CSE", "simplify + semantic", "TVM 0.27 CSE"].to_vec();
        let to_input = |r: &ProgramResult| -> Vec<Option<f64>> {
            let mut v: Vec<Option<f64>> = r.modes.iter().map(|m| m.ratio_to_input).collect();
            v.push(r.tvm_cse_ops.map(|t| t as f64 / r.input_ops.max(1) as f64));
            v
        };
        let to_tvm = |r: &ProgramResult| -> Vec<Option<f64>> { r.modes.iter().map(|m| m.ratio_to_tvm).collect() };
        panel(
            &left,
            results,
            "weighted ops / input (lower is better)",
            &to_input,
            &labels,
            true,
        )?;
        panel(
            &right,
            results,
            "weighted ops / TVM's CSE output",
            &to_tvm,
            &labels[..3],
            false,
        )?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

fn panel(
    area: &Area<'_>,
    results: &[ProgramResult],
    title: &str,
    values: &dyn Fn(&ProgramResult) -> Vec<Option<f64>>,
    labels: &[&str],
    names: bool,
) -> Result<(), String> {
    let n = results.len();
    let rows: Vec<Vec<Option<f64>>> = results.iter().map(values).collect();
    let max = rows.iter().flatten().flatten().copied().fold(1.0f64, f64::max) * 1.05;
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(if names { 210 } else { 8 })
        .build_cartesian_2d(0f64..max, 0f64..n as f64)
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .light_line_style(WHITE)
        .y_labels(0)
        .x_desc("ratio")
        .draw()
        .map_err(|e| e.to_string())?;
    let series = labels.len();
    let band = 0.8 / series as f64;
    for (k, label) in labels.iter().enumerate() {
        let colour = COLOURS[k];
        let bars = rows.iter().enumerate().filter_map(|(i, row)| {
            let v = row.get(k).copied().flatten()?;
            // Program i's band spans [n-1-i, n-i): the first program on top.
            let top = (n - i) as f64 - 0.1 - band * k as f64;
            Some(Rectangle::new([(0.0, top - band), (v, top)], colour.filled()))
        });
        chart
            .draw_series(bars)
            .map_err(|e| e.to_string())?
            .label(*label)
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], colour.filled()));
    }
    if !names {
        // The right panel shares the left one's colours and legend.
        return Ok(());
    }
    {
        let style = ("sans-serif", 13)
            .into_font()
            .color(&BLACK)
            .pos(Pos::new(HPos::Right, VPos::Center));
        for (i, r) in results.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(0.0, (n - i) as f64 - 0.5));
            area.draw(&Text::new(r.program.clone(), (x - 6, y), style.clone()))
                .map_err(|e| e.to_string())?;
        }
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()
        .map_err(|e| e.to_string())?;
    Ok(())
}
